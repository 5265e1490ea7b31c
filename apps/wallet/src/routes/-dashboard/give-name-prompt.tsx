import { Link } from "@tanstack/react-router";
import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";

import { useSessionStore } from "../../stores/session-store";

/**
 * The connected dashboard's reminder while the holder has not given their name: the people they
 * pay see the name the account was opened with ("SangamPay user 07") until they do. Its icon is
 * the bottom bar's Profile one: the local build keeps an icon's module even where it folds the
 * prompt away, so the prompt adds none.
 */
export function GiveNamePrompt() {
  const { t } = useTranslation("wallet", { keyPrefix: "giveName.prompt" });
  const holder = useSessionStore((s) => s.holder);
  if (!holder || holder.nameSet) return null;
  return (
    <section
      aria-labelledby="give-name-title"
      className="flex items-center gap-4 rounded-xl border bg-card p-4"
    >
      <UserRound aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <h2 id="give-name-title" className="font-bold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("body", { name: holder.name })}</p>
        <Link
          to="/profile/details"
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
        >
          {t("action")}
        </Link>
      </div>
    </section>
  );
}
