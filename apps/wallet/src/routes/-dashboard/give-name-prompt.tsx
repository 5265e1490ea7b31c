import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";

import { NamedSentence } from "../../components/shell-figure";
import { inShell } from "../../lib/shell-mode";
import { useSessionStore } from "../../stores/session-store";
import { DashboardBanner } from "./dashboard-banner";

/**
 * The connected dashboard's reminder while the holder has not given their name: the people they
 * pay see the name the account was opened with ("SangamPay user 07") until they do. Its icon is
 * the bottom bar's Profile one: the local build keeps an icon's module even where it folds the
 * prompt away, so the prompt adds none. The build's app shell has it hidden, the name a box: the
 * page's script shows it, with the name, for a signed-in holder who has not given theirs
 * (lib/shell-scripts.ts fillLastView), so that it does not push the screen down at the take-over.
 */
export function GiveNamePrompt() {
  const { t } = useTranslation("wallet", { keyPrefix: "giveName.prompt" });
  const holder = useSessionStore((s) => s.holder);
  const shell = inShell();
  if (!shell && (!holder || holder.nameSet)) return null;
  return (
    <DashboardBanner
      id="give-name-title"
      icon={UserRound}
      title={t("title")}
      body={
        <NamedSentence
          say={(name) => t("body", { name })}
          name={holder?.name ?? ""}
          className="w-32"
        />
      }
      action={t("action")}
      to="/profile/details"
      tone="note"
      shell={shell ? { part: "give-name", hidden: true } : undefined}
    />
  );
}
