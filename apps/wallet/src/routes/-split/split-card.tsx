import type { Money } from "@repo/ledger/money";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The splits this wallet made, under one heading: the local wallet's (-split/split-list.tsx) and
 * those asked of other accounts (-split/people.tsx) read the same.
 */
export function SplitsSection({ empty, children }: { empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation("wallet", { keyPrefix: "split.list" });
  return (
    <section aria-labelledby="splits-title" className="flex flex-col gap-3">
      <h2 id="splits-title" className="font-semibold">
        {t("title")}
      </h2>
      {empty ? <p className="text-sm text-muted-foreground">{t("empty")}</p> : children}
    </section>
  );
}

/** One split: its bill, when it was made, how many have paid, then what `children` show. */
export function SplitCard({
  split,
  paid,
  count,
  justMade,
  children,
}: {
  split: { id: string; note?: string; total: Money; createdAt: string };
  paid: number;
  count: number;
  /** The split just made: keyboard and screen-reader users are carried on to it. */
  justMade: boolean;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "split.list" });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justMade) heading.current?.focus();
  }, [justMade]);
  return (
    <article
      aria-labelledby={`split-${split.id}`}
      className="flex flex-col gap-2 rounded-xl border bg-card p-4"
    >
      <h3
        id={`split-${split.id}`}
        ref={heading}
        tabIndex={-1}
        className="font-semibold break-words"
      >
        {t("heading", { note: split.note ?? t("untitled"), amount: formatMoney(split.total) })}
      </h3>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>{t("made", { date: formatDate(new Date(split.createdAt), i18n.language) })}</span>
        <span>{t("paidCount", { paid, count })}</span>
      </p>
      {children}
    </article>
  );
}
