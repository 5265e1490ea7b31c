import type { Bill, Biller, SampleCurrency } from "@repo/mock-data/types";
import { midMarketInr } from "@repo/pricing/rates";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

import { DetailList } from "../../components/detail-list";
import { isOverdue, type LedgerEntry } from "../../lib/ledger";

type BillDetailsProps = {
  biller: Biller;
  bill: Bill;
  field: string;
  /** This bill's payment from the wallet, when it has been paid. */
  paid: LedgerEntry | undefined;
  today: Date;
  /** The wallet's currency: a bill in another is converted. */
  currency: SampleCurrency;
};

/** A fetched bill: whose, its dates and amount, and whether it is paid or overdue. */
export function BillDetails({ biller, bill, field, paid, today, currency }: BillDetailsProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "bills.bill" });
  const { t: status } = useTranslation("wallet", { keyPrefix: "bills.status" });
  const rows: [string, string][] = [
    [t("customer"), bill.customerName],
    [field, bill.consumerNumber],
    [t("billDate"), formatDate(new Date(bill.billDate), i18n.language)],
    [t("dueDate"), formatDate(new Date(bill.dueDate), i18n.language)],
    [t("amount"), formatMoney(bill.amount)],
  ];
  return (
    <section aria-labelledby="bill-title" className="rounded-xl border bg-card p-4">
      <h2 id="bill-title" className="font-semibold">
        {t("title", { biller: biller.name })}
      </h2>
      {paid ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-success">
          <span className="flex items-center gap-1.5">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {status("paid", { date: formatDate(new Date(paid.date), i18n.language) })}
          </span>
          <Link
            to="/transactions/$id"
            params={{ id: paid.id }}
            className="text-foreground underline underline-offset-4"
          >
            {status("receipt")}
          </Link>
        </p>
      ) : isOverdue(bill.dueDate, today) ? (
        <p className="mt-2 flex items-center gap-1.5 font-semibold text-destructive">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {status("overdue", { date: formatDate(new Date(bill.dueDate), i18n.language) })}
        </p>
      ) : null}
      <DetailList rows={rows} className="mt-2" />
      {bill.amount.currency !== currency ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {t("converted", {
            amount: formatMoney(bill.amountInr),
            rate: formatMoney(midMarketInr({ minor: 100, currency: "ZMW" })),
          })}
        </p>
      ) : null}
    </section>
  );
}
