import { cn } from "@repo/ui/lib/cn";
import { useTranslation } from "react-i18next";

import { connected } from "../data/api-url";
import { inShell } from "../lib/shell-mode";
import { useWalletStore } from "../stores/wallet-store";

/**
 * The connected wallet's word that what is shown is the last known view from this browser, being
 * refreshed: said politely once, and gone when the server has answered. The local build's ledger
 * is in the browser already: it says nothing (and carries none of this). In the build's app shell
 * it is written hidden, for the page's script to show with the last known figures
 * (lib/shell-scripts.ts fillLastView).
 */
export const RefreshingNote = connected
  ? function RefreshingNote({ className }: { className?: string }) {
      const { t } = useTranslation("wallet", { keyPrefix: "lastView" });
      const fromCache = useWalletStore((s) => s.fromCache);
      if (inShell()) {
        return (
          <p role="status" hidden data-shell-refreshing="" className={cn("text-sm", className)}>
            {t("refreshing")}
          </p>
        );
      }
      return (
        <p role="status" className={cn("text-sm", fromCache ? className : "sr-only")}>
          {fromCache ? t("refreshing") : null}
        </p>
      );
    }
  : () => null;
