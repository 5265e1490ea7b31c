import { formatDateTime } from "@repo/ui/lib/format";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

import { ListCard } from "../../components/kit/list-card";
import { TransactionRow } from "../../components/kit/transaction-row";
import { ShellRows } from "../../components/shell-rows";
import { directionOf, type LedgerEntry } from "../../lib/ledger";
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
        <ListCard aria-labelledby="recent-title">
          {entries.map((entry) => (
            <TransactionRow
              key={entry.id}
              entry={entry}
              when={formatDateTime(new Date(entry.date), i18n.language)}
              said={t(directionOf(entry))}
            />
          ))}
        </ListCard>
      )}
    </section>
  );
}
