import { bankNameForIfsc } from "@repo/mock-data/banks";
import { feeRates, formatPercent } from "@repo/pricing/fees";
import { Button } from "@repo/ui/components/button";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { Link } from "@tanstack/react-router";
import { CircleCheck, Download, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";

import { downloadText } from "../lib/download";
import type { Payment } from "../lib/ledger";
import { inr } from "../lib/money";
import { useCrossBorderRows } from "./cross-border-rows";
import { DetailList } from "./detail-list";

/**
 * The receipt screen every payment ends on, as its ledger entry has it: its one h1, the details
 * (a bank transfer's holder, account, IFSC and bank), Download (a text file), Share (the Web
 * Share API, else copied to the clipboard) and Go to Home. Needs the wallet's "payment" copy.
 */
export function Receipt({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  const crossBorderRows = useCrossBorderRows();
  const amount = formatMoney(payment.amount);
  const bankName = payment.ifsc ? bankNameForIfsc(payment.ifsc) : undefined;
  const { crossBorder, fee } = payment;
  const rows: [label: string, value: string][] = crossBorder
    ? // Abroad: who and where, how it arrived and on which network, both currencies, the rate.
      [[t("recipient"), payment.name], ...crossBorderRows({ ...payment, crossBorder })]
    : payment.ifsc
      ? [
          [t("accountHolder"), payment.name],
          [t("accountNumber"), payment.recipient],
          [t("ifsc"), payment.ifsc],
          ...(bankName ? [[t("bank"), bankName] as [string, string]] : []),
        ]
      : payment.kind === "add-money"
        ? // A top-up moves your own money: from the bank or card, to your wallet.
          [
            [t("from"), payment.recipient],
            [t("to"), t("wallet")],
          ]
        : [[t("recipient"), payment.recipient]];
  if (crossBorder && fee) {
    rows.push(
      [t("crossBorder.sent"), amount],
      [t("crossBorder.fee", { rate: formatPercent(feeRates.crossBorder) }), formatMoney(fee)],
      [t("crossBorder.total"), formatMoney(inr(payment.amount.minor + fee.minor))],
    );
  } else {
    rows.push([t("amount"), amount]);
  }
  rows.push(
    [t("id"), payment.id],
    [t("date"), formatDateTime(new Date(payment.date), i18n.language)],
    [t("method"), t(`methods.${payment.method}`)],
    [t("status"), t(`statuses.${payment.status}`)],
  );
  if (payment.note) rows.push([t("note"), payment.note]);

  const title = t(`title.${payment.kind}`);
  const lines = [t("fileTitle"), title, "", ...rows.map(([label, value]) => `${label}: ${value}`)];
  const text = lines.join("\n");

  const download = () => {
    downloadText(`sangampay-receipt-${payment.id}.txt`, `${text}\n`);
    toast({ title: t("downloaded"), variant: "success" });
  };

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("fileTitle"), text });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do. Anything else: offer the clipboard.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t("copied"), description: t("copiedBody"), variant: "success" });
    } catch {
      toast({ title: t("copyFailed"), description: t("copyFailedBody"), variant: "error" });
    }
  };

  return (
    <div className="flex flex-1 flex-col gap-6 px-5 py-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success text-success-foreground">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-4xl font-extrabold tracking-tight">{amount}</p>
        <p className="text-muted-foreground">
          {payment.kind === "add-money"
            ? t("addedFrom", { name: payment.name })
            : t("paidTo", { name: payment.name })}
        </p>
        {crossBorder ? (
          <p className="font-semibold">
            {t("crossBorder.receives", { amount: formatMoney(crossBorder.receive) })}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="receipt-details" className="rounded-xl border bg-card p-4">
        <h2 id="receipt-details" className="sr-only">
          {t("details")}
        </h2>
        <DetailList rows={rows} />
      </section>
      <div className="mt-auto flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            {t("download")}
          </Button>
          <Button variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {t("share")}
          </Button>
        </div>
        <Button asChild size="lg">
          <Link to="/dashboard">{t("home")}</Link>
        </Button>
      </div>
    </div>
  );
}
