import { useLanguage } from "@repo/i18n/language-provider";
import { type LanguageCode, walletLanguages } from "@repo/i18n/languages";
import { deliveryTimes } from "@repo/pricing/delivery";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Globe, Landmark, ShieldCheck, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";

import { IconCircle } from "../components/kit/icon-circle";
import { loadCopy } from "../lib/load-copy";
import { useSiteUrl } from "../lib/site-url";

export const Route = createFileRoute("/onboarding")({
  // Where to go once signed in (`?redirect=/business/signup` from the site's Merchant plan),
  // carried on to login as text, which checks it (`parseReturnPath`) as it does any other. Not
  // `returnSearch`: importing the session gate here splits the first screens' shared chunk.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof search.redirect === "string" ? search.redirect : undefined,
  }),
  loader: () => loadCopy("onboarding"),
  component: Onboarding,
});

const claims = [
  { id: "countries", icon: Globe },
  { id: "security", icon: ShieldCheck },
  { id: "settlements", icon: Zap },
  { id: "pricing", icon: Landmark },
] as const;

function Onboarding() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "onboarding" });
  const { language, setLanguage } = useLanguage();
  // The delivery times money abroad is quoted with, as the pricing data has them.
  const times = deliveryTimes(i18n.language);
  const navigate = useNavigate();
  const siteUrl = useSiteUrl();
  const { redirect } = Route.useSearch();

  const choose = async (code: LanguageCode) => {
    await setLanguage(code);
    await navigate({ to: "/login", search: { redirect } });
  };

  return (
    <main className="flex flex-1 flex-col gap-8 px-5 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>

      <section aria-labelledby="choose-language" className="flex flex-col gap-3">
        <h2 id="choose-language" className="text-lg font-semibold">
          {t("chooseLanguage")}
        </h2>
        <ul className="grid grid-cols-2 gap-3">
          {walletLanguages.map(({ code, label, englishName }) => {
            return (
              <li key={code}>
                <button
                  type="button"
                  lang={code}
                  // "false" on the others rather than none, so every language's page is one tree
                  // (lib/frame-texts.ts): the frame marks the visitor's language before any script.
                  aria-current={language === code}
                  onClick={() => void choose(code)}
                  className="flex min-h-20 w-full flex-col items-start justify-center gap-0.5 rounded-xl border bg-card px-4 py-3 text-left shadow-sm transition-colors hover:border-primary hover:bg-secondary aria-[current=true]:border-primary aria-[current=true]:ring-2 aria-[current=true]:ring-primary"
                >
                  <span className="font-language-names text-lg font-semibold">{label}</span>
                  <span lang="en" className="text-sm text-muted-foreground">
                    {englishName}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="claims" className="flex flex-col gap-3">
        <h2 id="claims" className="text-lg font-semibold">
          {t("claimsTitle")}
        </h2>
        <ul className="flex flex-col gap-3">
          {claims.map(({ id, icon: Icon }) => (
            <li key={id} className="flex items-start gap-3">
              <IconCircle>
                <Icon aria-hidden="true" className="size-5" />
              </IconCircle>
              <div>
                <p className="font-semibold">{t(`claims.${id}.title`)}</p>
                <p className="text-sm text-muted-foreground">{t(`claims.${id}.body`, times)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <a
        href={siteUrl("/")}
        className="mt-auto self-center py-3 text-sm font-medium text-primary underline underline-offset-4"
      >
        {t("learnMore")}
      </a>
    </main>
  );
}
