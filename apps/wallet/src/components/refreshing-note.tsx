import { cn } from "@repo/ui/lib/cn";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { connected } from "../data/api-url";
import { inShell } from "../lib/shell-mode";
import { useWalletStore } from "../stores/wallet-store";

/**
 * The connected wallet's word on the figures shown: while they are the last known view from this
 * browser, that they are being refreshed; once the server has answered, when they were brought up
 * to date. Said politely, on a line that stays as tall as it was (what is below it never moves).
 * Where no kept view was shown, there is nothing to say. The local build's ledger is in the
 * browser already: it says nothing (and carries none of this). In the build's app shell it is
 * written hidden, for the page's script to show with the last known figures
 * (lib/shell-scripts.ts fillLastView).
 */
export const RefreshingNote = connected
  ? function RefreshingNote({ className }: { className?: string }) {
      const { t } = useTranslation("wallet", { keyPrefix: "lastView" });
      const fromCache = useWalletStore((s) => s.fromCache);
      const updatedAt = useWalletStore((s) => s.updatedAt);
      const line = useUnshrinkingLine();
      if (inShell()) {
        return (
          <p role="status" hidden data-shell-refreshing="" className={cn("text-sm", className)}>
            {t("refreshing")}
          </p>
        );
      }
      const shown = fromCache || updatedAt;
      return (
        <p ref={line} role="status" className={cn("text-sm", shown ? className : "sr-only")}>
          {fromCache
            ? t("refreshing")
            : updatedAt
              ? t("updated", {
                  time: new Date(updatedAt),
                  formatParams: { time: { hour: "numeric", minute: "2-digit" } },
                })
              : null}
        </p>
      );
    }
  : () => null;

/**
 * A line whose height never goes down while it is on the screen: after each render it keeps at
 * least the height it has (before the browser paints, so a shorter text moves nothing below it).
 */
function useUnshrinkingLine() {
  const line = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = line.current;
    if (element) element.style.minHeight = `${element.offsetHeight}px`;
  });
  return line;
}
