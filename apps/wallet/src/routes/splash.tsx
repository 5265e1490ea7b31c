import { loadWalletCopy } from "@repo/i18n/wallet";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

import { i18n } from "../lib/i18n";
import { SPLASH_DELAY_MS } from "../lib/limits";

export const Route = createFileRoute("/splash")({
  loader: () => loadWalletCopy(i18n, "splash"),
  component: Splash,
});

function Splash() {
  const { t } = useTranslation("wallet", { keyPrefix: "splash" });
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate({ to: "/onboarding", replace: true }),
      SPLASH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-3 bg-primary p-8 text-primary-foreground">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("title")}</h1>
      <p className="text-lg">{t("tagline")}</p>
      <p role="status" className="mt-8 text-sm">
        {t("loading")}
      </p>
    </main>
  );
}
