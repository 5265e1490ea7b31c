import { businessVpa } from "@repo/forms/business";
import { sampleBusiness } from "@repo/mock-data/business";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { Field, SelectField } from "../../components/kit/field";
import { ScreenHeader } from "../../components/screen-header";
import { charactersOver, textLimitField } from "../../components/text-limit";
import { stateChoices, stateName } from "../../lib/business/gst-states";
import { GSTIN_LENGTH, gstinProblem, gstinState, normaliseGstin } from "../../lib/business/gstin";
import { BUSINESS_NAME_MAX, startBusiness, useBusinessStore } from "../../stores/business-store";

export const Route = createFileRoute("/business/signup")({
  component: BusinessSignup,
});

type Problems = { name?: string; gstin?: string };

/** A short sign-up: the business's name, its GSTIN if it has one, and its state. */
function BusinessSignup() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.signup" });
  const navigate = useNavigate();
  // Signing up again edits the business: start from what it has.
  const current = useBusinessStore((s) => s.profile);
  const [name, setName] = useState(current?.name ?? "");
  const [gstin, setGstin] = useState(current?.gstin ?? "");
  const [stateCode, setStateCode] = useState(current?.stateCode ?? sampleBusiness.stateCode);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  /** Why the server has not signed the business up (connected wallet), said where it is sent. */
  const [refusal, setRefusal] = useState("");
  const form = useRef<HTMLFormElement>(null);
  // The UPI ID its QR codes and links will carry: kept once made, else made from the name.
  const vpa = current?.vpa ?? (name.trim() ? businessVpa(name) : null);

  const check = (): Problems => {
    const found: Problems = {};
    if (!name.trim()) found.name = t("nameMissing");
    if (gstin.trim()) {
      const problem = gstinProblem(gstin);
      if (problem) found.gstin = t(`gstin.${problem}`, { length: GSTIN_LENGTH });
      else if (gstinState(gstin) !== stateCode) {
        found.gstin = t("gstin.otherState", { state: stateName(gstinState(gstin)) });
      }
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    // A name past its limit is said under it as it is typed; it is never cut to fit.
    if (found.name || found.gstin || charactersOver(name, BUSINESS_NAME_MAX) > 0) {
      // After the render that marks the fields invalid.
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(),
      );
      return;
    }
    setBusy(true);
    setRefusal("");
    const started = await startBusiness({
      name,
      gstin: gstin.trim() ? normaliseGstin(gstin) : null,
      stateCode,
    });
    if (!started.ok) {
      setBusy(false);
      setRefusal(started.reason === "no-answer" ? t("noAnswer") : started.message);
      return;
    }
    await navigate({ to: "/business" });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5 px-5 pt-2 pb-8"
      >
        <p className="text-muted-foreground">{t("intro")}</p>
        <Field
          id="business-name"
          label={t("name")}
          hint={vpa ? t("vpa", { vpa }) : undefined}
          error={problems.name}
          {...textLimitField("business-name", name, BUSINESS_NAME_MAX)}
        >
          <Input
            value={name}
            autoComplete="organization"
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field
          id="business-gstin"
          label={t("gstin.label")}
          hint={t("gstin.hint", { length: GSTIN_LENGTH })}
          error={problems.gstin}
        >
          <Input
            value={gstin}
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setGstin(event.target.value)}
          />
        </Field>
        <SelectField
          id="business-state"
          label={t("state")}
          value={stateCode}
          onChange={setStateCode}
          options={stateChoices}
        />
        <p className="text-sm text-muted-foreground">{t("sample")}</p>
        <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
          {refusal}
        </p>
        <Button type="submit" size="lg" disabled={busy}>
          {t("submit")}
        </Button>
      </form>
    </main>
  );
}
