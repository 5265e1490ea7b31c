import { absolute } from "@repo/ledger/money";
import { cn } from "@repo/ui/lib/cn";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { Link } from "@tanstack/react-router";
import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import { useTranslation } from "react-i18next";

import { EntryStatus } from "../../components/entry-status";
import { ShellRows } from "../../components/shell-figure";
import { isTopUp, type LedgerEntry } from "../../lib/ledger";
import { inShell } from "../../lib/shell-mode";

/**
 * The newest ledger entries: who, when, and how much went out or came in. The build's app shell
 * draws `shellRows` rows of boxes instead.
 */
export function RecentTransactions({
  entries,
  shellRows,
}: {
  entries: LedgerEntry[];
  shellRows: number;
}) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "dashboard.recent" });
  return (
    <section aria-labelledby="recent-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-title" className="font-semibold">
          {t("title")}
        </h2>
        <Link
          to="/transactions"
          aria-describedby="recent-title"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t("seeAll")}
        </Link>
      </div>
      {inShell() ? (
        <ShellRows count={shellRows} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul aria-labelledby="recent-title" className="divide-y rounded-xl border bg-card">
          {entries.map((entry) => {
            const income = entry.type === "income";
            const Icon = income ? ArrowDownLeft : ArrowUpRight;
            return (
              <li key={entry.id} className="flex items-center gap-3 px-4 py-3">
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-full",
                    income ? "bg-success/15 text-success" : "bg-muted text-foreground",
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{entry.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(new Date(entry.date), i18n.language)}
                    <EntryStatus status={entry.status} />
                  </p>
                </div>
                <p className={cn("shrink-0 font-semibold", income && "text-success")}>
                  <span className="sr-only">
                    {isTopUp(entry) ? t("added") : income ? t("received") : t("paid")}{" "}
                  </span>
                  {income ? "+" : "−"}
                  {formatMoney(absolute(entry.amount))}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
