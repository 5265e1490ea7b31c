import type { Money } from "@repo/ledger/money";
import { Badge } from "@repo/ui/components/badge";
import { formatMoney } from "@repo/ui/lib/format";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { ListRow } from "../../../components/kit/list-card";

/** Where a business's link stands: a signed link's (pending, paid, expired) or a server's. */
type LinkStatus = "pending" | "waiting" | "paid" | "expired" | "cancelled";

const variants = {
  pending: "secondary",
  waiting: "secondary",
  paid: "success",
  expired: "outline",
  cancelled: "outline",
} as const;

type LinkItemProps = {
  amount: Money;
  status: LinkStatus;
  /** The status in words. */
  statusLabel: string;
  purpose: string | undefined;
  /** When it was made (and expires, or was paid), already in words. */
  when: string;
  /** The address the customer opens. */
  href: string;
  /** What the merchant may do with it (a server link: Cancel). */
  children?: ReactNode;
};

/** One payment link in the business's list: amount, status, purpose, dates, and its address. */
export function LinkItem({
  amount,
  status,
  statusLabel,
  purpose,
  when,
  href,
  children,
}: LinkItemProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.links" });
  return (
    <ListRow className="flex-col items-stretch gap-1">
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold tabular-nums">{formatMoney(amount)}</span>
        <Badge variant={variants[status]}>{statusLabel}</Badge>
      </div>
      <span className="text-sm">{purpose ?? t("noPurpose")}</span>
      <span className="text-xs text-muted-foreground">{when}</span>
      <a
        href={href}
        className="self-start text-sm font-medium text-primary underline underline-offset-4"
      >
        {t("open", { amount: formatMoney(amount) })}
      </a>
      {children}
    </ListRow>
  );
}
