import { Button } from "@repo/ui/components/button";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { LockKeyhole } from "lucide-react";
import { useTranslation } from "react-i18next";

import { CheckedPin } from "../components/checked-pin";
import { PIN_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { parseReturnPath } from "../lib/return-path";
import { returnSearch } from "../lib/return-search";
import { useSessionStore } from "../stores/session-store";

export const Route = createFileRoute("/unlock")({
  validateSearch: returnSearch,
  loader: () => loadCopy("unlock"),
  component: Unlock,
});

/**
 * "Enter your PIN": a signed-in wallet opened afresh or back from the background. The right PIN
 * opens the screen the visitor was going to; "Forgot your PIN?" signs out and forgets the PIN, so
 * signing in again with an OTP creates a new one.
 */
function Unlock() {
  const { t } = useTranslation("wallet", { keyPrefix: "unlock" });
  const redirect = parseReturnPath(Route.useSearch().redirect);
  const navigate = useNavigate();
  const unlock = useSessionStore((s) => s.unlock);
  const forgetPin = useSessionStore((s) => s.forgetPin);

  return (
    <main className="flex flex-1 flex-col items-center gap-5 px-5 pt-10 pb-6">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("body", { length: PIN_LENGTH })}</p>
      </div>
      <CheckedPin
        label={t("title")}
        busyText={t("checking")}
        onVerified={() => {
          unlock();
          void navigate({ href: redirect ?? "/dashboard", replace: true });
        }}
      />
      <Button
        variant="ghost"
        className="mt-auto"
        onClick={() => {
          forgetPin();
          void navigate({ to: "/login", search: { redirect }, replace: true });
        }}
      >
        {t("forgot")}
      </Button>
    </main>
  );
}
