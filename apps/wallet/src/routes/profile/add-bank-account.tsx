import { Button } from "@repo/ui/components/button";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { BankBranchFields } from "../../components/bank-branch-fields";
import { Field } from "../../components/details-field";
import { SelectField } from "../../components/kit/field";
import { ScreenHeader } from "../../components/screen-header";
import { useBankErrorText } from "../../hooks/use-bank-error-text";
import { useHomeCountry } from "../../hooks/use-home-country";
import { RECIPIENT_MAX_LENGTH } from "../../lib/limits";
import { branchBankOf, type TransferErrors, validateTransfer } from "../../lib/validation";
import { loadHomeCopy } from "../../stores/home-copy";
import { useLinkedMethodsStore } from "../../stores/linked-methods-store";

export const Route = createFileRoute("/profile/add-bank-account")({
  loader: () => loadHomeCopy("profilePaymentMethods", "sendMoney", "payment"),
  component: AddBankAccount,
});

type FieldName = keyof TransferErrors;
const ALL: FieldName[] = ["recipient", "confirm", "ifsc", "sortCode", "holder"];

/**
 * Links a bank account in either home country, checked by the same rules as a bank transfer
 * (`validateTransfer`): the number twice, an Indian IFSC or a Zambian sort code (which names the
 * bank and its account length), the holder's name. Kept on this device; no bank is contacted.
 */
function AddBankAccount() {
  const { t } = useTranslation("wallet", { keyPrefix: "profilePaymentMethods" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "sendMoney.details" });
  const navigate = useNavigate();
  const home = useHomeCountry();
  const bankErrorText = useBankErrorText(home.code);
  const addBank = useLinkedMethodsStore((s) => s.addBank);
  const [values, setValues] = useState({
    recipient: "",
    confirm: "",
    ifsc: "",
    sortCode: "",
    holder: "",
  });
  const [accountType, setAccountType] = useState<"savings" | "current">("savings");
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const touch = (field: FieldName) => setTouched((s) => new Set(s).add(field));
  const set = (field: FieldName, value: string) => setValues((s) => ({ ...s, [field]: value }));

  const checked = validateTransfer("bank", values, undefined, home.code);
  const errors: TransferErrors = checked.ok ? {} : checked.errors;
  const branchBank = branchBankOf(values, home.payments.bankBranch);
  const errorText = (field: FieldName) => {
    const error = errors[field];
    return error && touched.has(field) ? bankErrorText(error, branchBank) : "";
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setTouched(new Set(ALL));
      return;
    }
    const { recipient, ifsc, sortCode } = checked.value;
    const bank = addBank({
      country: home.code,
      // An IFSC outside the sample banks is named by its bank code.
      bankName: branchBank?.name ?? (ifsc ?? "").slice(0, 4),
      accountType,
      last4: recipient.slice(-4),
      ...(ifsc ? { ifsc } : {}),
      ...(sortCode ? { sortCode } : {}),
    });
    toast({
      title: t("add.added", { bank: bank.bankName, last4: bank.last4 }),
      variant: "success",
    });
    void navigate({ to: "/profile/payment-methods", replace: true });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("add.title")} back={{ to: "/profile/payment-methods" }} />
      <form className="flex flex-1 flex-col gap-5 px-5 py-4" onSubmit={submit} noValidate>
        <p className="text-sm text-muted-foreground">{t("add.intro")}</p>
        <Field
          id="account-number"
          label={ts("recipient.bank")}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={RECIPIENT_MAX_LENGTH}
          value={values.recipient}
          onChange={(event) => set("recipient", event.target.value)}
          onBlur={() => touch("recipient")}
          error={errorText("recipient")}
        />
        <BankBranchFields
          branch={home.payments.bankBranch}
          values={values}
          onChange={set}
          onBlur={touch}
          errorText={errorText}
          bank={branchBank}
        />
        <SelectField
          id="account-type"
          label={t("add.accountType")}
          value={accountType}
          onChange={setAccountType}
          options={[
            { value: "savings", label: t("accountTypes.savings") },
            { value: "current", label: t("accountTypes.current") },
          ]}
        />
        <Button type="submit" size="lg" className="mt-auto">
          {t("add.submit")}
        </Button>
      </form>
    </main>
  );
}
