import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";

import { useSessionStore } from "../../stores/session-store";
import { DashboardBanner } from "./dashboard-banner";

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
    <DashboardBanner
      id="give-name-title"
      icon={UserRound}
      title={t("title")}
      body={t("body", { name: holder.name })}
      action={t("action")}
      to="/profile/details"
      tone="note"
    />
  );
}
