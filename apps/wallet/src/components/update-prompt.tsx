import { Button } from "@repo/ui/components/button";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

import { pendingUpdate, subscribeUpdate } from "../lib/app-update";

/**
 * Offers the new version once it is downloaded: a polite announcement and a Reload button,
 * at the bottom of the screen. The live region is always there so the offer is announced.
 */
export function UpdatePrompt() {
  const accept = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  const { t } = useTranslation("wallet", { keyPrefix: "app.update" });
  return (
    <div aria-live="polite" className="sticky bottom-0 z-40">
      {accept ? (
        <div className="m-3 flex items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-lg">
          <p className="min-w-0 flex-1 text-sm font-medium">{t("ready")}</p>
          <Button size="sm" onClick={accept}>
            {t("reload")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
