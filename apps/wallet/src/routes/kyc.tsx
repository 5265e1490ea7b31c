import { Button } from "@repo/ui/components/button";
import { createFileRoute, Link } from "@tanstack/react-router";
import { BadgeCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { ScreenHeader } from "../components/screen-header";
import { useAccountStatus } from "../hooks/use-account-status";
import { type KycStep, kycStepNumber } from "../lib/kyc";
import { loadCopy } from "../lib/load-copy";
import { useAccountStore } from "../stores/account-store";
import { IdStep } from "./-kyc/id-step";
import { SelfieStep } from "./-kyc/selfie-step";

export const Route = createFileRoute("/kyc")({
  loader: () => loadCopy("kyc"),
  component: Kyc,
});

/** How long the simulated check takes. */
const CHECK_MS = 1200;

/**
 * A new account's identity check, simulated and saying so: a government ID of the home country
 * (type and number, checked for shape and an Aadhaar's check digit), a selfie by camera or upload
 * that nothing compares with the ID, then the account is marked checked. Keeps only the ID type
 * and last four characters; the photo stays on screen and is never stored.
 */
function Kyc() {
  const { t } = useTranslation("wallet", { keyPrefix: "kyc" });
  const { phone } = useAccountStatus();
  const verify = useAccountStore((s) => s.verify);
  const [step, setStep] = useState<KycStep>({ name: "id" });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each step names itself: focus moves to its heading, as it does on a new screen.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  useEffect(() => {
    if (step.name !== "checking") return;
    const timer = window.setTimeout(() => {
      if (phone) verify(phone, { idType: step.idType, last4: step.last4 });
      setStep({ ...step, name: "done" });
    }, CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [step, phone, verify]);

  const headingProps = { ref: heading, tabIndex: -1, className: "text-lg font-semibold" };
  const progress = kycStepNumber(step);
  const stepLine = progress ? (
    <p className="text-sm text-muted-foreground">{t("step", progress)}</p>
  ) : null;

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <p className="rounded-xl border border-dashed bg-muted px-4 py-3 text-sm">
          {t("simulated")}
        </p>
        {step.name === "id" ? (
          <>
            {stepLine}
            <h2 {...headingProps}>{t("id.heading")}</h2>
            <IdStep onDone={(idType, last4) => setStep({ name: "selfie", idType, last4 })} />
          </>
        ) : step.name === "selfie" ? (
          <>
            {stepLine}
            <h2 {...headingProps}>{t("selfie.heading")}</h2>
            <SelfieStep onDone={() => setStep({ ...step, name: "checking" })} />
          </>
        ) : step.name === "checking" ? (
          <p role="status" className="py-8 text-center font-medium">
            <span ref={heading} tabIndex={-1}>
              {t("checking")}
            </span>
          </p>
        ) : (
          <section aria-labelledby="kyc-done" className="flex flex-col items-center gap-4 py-6">
            <BadgeCheck aria-hidden="true" className="size-14 text-success" />
            <h2 id="kyc-done" {...headingProps}>
              {t("done.heading")}
            </h2>
            <p role="status" className="text-center text-muted-foreground">
              {t("done.body", { idType: t(`id.types.${step.idType}`), last4: step.last4 })}
            </p>
            <Button asChild size="lg" className="w-full">
              <Link to="/profile">{t("done.back")}</Link>
            </Button>
          </section>
        )}
      </div>
    </main>
  );
}
