import { Button } from "@repo/ui/components/button";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Field } from "../../components/details-field";
import { SelectField } from "../../components/kit/field";
import { ScreenHeader } from "../../components/screen-header";
import { useHomeCountry } from "../../hooks/use-home-country";
import { usePaymentSourceText } from "../../hooks/use-payment-source-text";
import { type CardErrors, groupCardNumber, validateCard } from "../../lib/card";
import { RECIPIENT_MAX_LENGTH } from "../../lib/limits";
import { loadCopy } from "../../lib/load-copy";
import { useLinkedMethodsStore } from "../../stores/linked-methods-store";

export const Route = createFileRoute("/profile/add-card")({
  loader: () => loadCopy("profilePaymentMethods"),
  component: AddCard,
});

type FieldName = keyof CardErrors;
const ALL: FieldName[] = ["number", "expiry", "holder"];

/**
 * Saves a card in either home country, checked by lib/card.ts (its length, network and check
 * digit; an expiry not past). Only the network, last four digits, expiry and name are kept, on
 * this device; no bank is contacted.
 */
function AddCard() {
  const { t } = useTranslation("wallet", { keyPrefix: "profilePaymentMethods" });
  const sourceText = usePaymentSourceText();
  const navigate = useNavigate();
  const home = useHomeCountry();
  const addCard = useLinkedMethodsStore((s) => s.addCard);
  const [values, setValues] = useState({ number: "", expiry: "", holder: "" });
  const [kind, setKind] = useState<"debit" | "credit">("debit");
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const touch = (field: FieldName) => setTouched((s) => new Set(s).add(field));
  const set = (field: FieldName, value: string) => setValues((s) => ({ ...s, [field]: value }));

  const checked = validateCard(values, new Date());
  const errors: CardErrors = checked.ok ? {} : checked.errors;
  const errorText = (field: FieldName) => {
    const error = errors[field];
    return error && touched.has(field) ? t(`addCard.errors.${error}`) : "";
  };
  const input = (field: FieldName) => ({
    value: values[field],
    onBlur: () => touch(field),
    error: errorText(field),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setTouched(new Set(ALL));
      return;
    }
    const card = addCard({ ...checked.value, kind, country: home.code });
    toast({ title: t("addCard.added", { card: sourceText.card(card).name }), variant: "success" });
    void navigate({ to: "/profile/payment-methods", replace: true });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("addCard.title")} back={{ to: "/profile/payment-methods" }} />
      <form className="flex flex-1 flex-col gap-5 px-5 py-4" onSubmit={submit} noValidate>
        <p className="text-sm text-muted-foreground">{t("addCard.intro")}</p>
        <Field
          id="card-number"
          label={t("addCard.number")}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          {...input("number")}
          onChange={(event) => set("number", groupCardNumber(event.target.value))}
        />
        <Field
          id="card-expiry"
          label={t("addCard.expiry")}
          hint={t("addCard.expiryHint")}
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          {...input("expiry")}
          onChange={(event) => set("expiry", event.target.value)}
        />
        <Field
          id="card-holder"
          label={t("addCard.holder")}
          type="text"
          autoComplete="cc-name"
          limit={RECIPIENT_MAX_LENGTH}
          {...input("holder")}
          onChange={(event) => set("holder", event.target.value)}
        />
        <SelectField
          id="card-kind"
          label={t("addCard.kind")}
          value={kind}
          onChange={setKind}
          options={[
            { value: "debit", label: t("cardKinds.debit") },
            { value: "credit", label: t("cardKinds.credit") },
          ]}
        />
        <Button type="submit" size="lg" className="mt-auto">
          {t("addCard.submit")}
        </Button>
      </form>
    </main>
  );
}
