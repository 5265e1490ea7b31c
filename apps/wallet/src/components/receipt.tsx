import { feeRateOf } from "@repo/ledger/fees";
import { isMoneyIn, type PersonalKind } from "@repo/ledger/kinds";
import type { Money } from "@repo/ledger/money";
import { bankNameForIfsc } from "@repo/mock-data/banks";
import { checkSortCode } from "@repo/mock-data/zambian-banks";
import {
  homeCountries,
  type HomeCountry,
  homeCountryOfCurrency,
  mobileNetworkOf,
} from "@repo/pricing/home-countries";
import { formatPercent } from "@repo/pricing/percent";
import { Button } from "@repo/ui/components/button";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { Link } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";

import type { Payment, PaymentStatus } from "../lib/ledger";
import { formatPhone } from "../lib/phone";
import { formatKwh, formatToken } from "../lib/prepaid-electricity";
import { crossBorderRows } from "./cross-border-rows";
import { DetailList } from "./detail-list";
import { ReceiptActions } from "./receipt-actions";

/** The receipt's title for each kind: a payment to a person, a shop or a link is a payment. */
const titleOf: Record<
  PersonalKind,
  "send" | "bill" | "recharge" | "add-money" | "cross-border" | "cashback"
> = {
  mobile: "send",
  upi: "send",
  "bank-account": "send",
  "mobile-money": "send",
  link: "send",
  qr: "send",
  request: "send",
  "split-share": "send",
  international: "cross-border",
  bill: "bill",
  recharge: "recharge",
  "add-money": "add-money",
  cashback: "cashback",
};

/**
 * The receipt screen every payment ends on, as its ledger entry has it: its one h1, the details
 * (a bank transfer's holder, account, IFSC and bank), Download (a PDF) and Share
 * (`ReceiptActions`), and Go to Home. Needs the wallet's "payment" copy.
 */
export function Receipt({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  const inLanguage = (language: string) => i18n.getFixedT(language, "wallet", "payment.receipt");
  return (
    <ReceiptScreen
      id={payment.id}
      status={payment.status}
      title={(language) =>
        inLanguage(language)(
          payment.status !== "Completed"
            ? `title.${payment.status}`
            : payment.prepaid
              ? "prepaid.title"
              : `title.${titleOf[payment.kind]}`,
        )
      }
      amount={payment.amount}
      subtitle={
        isMoneyIn(payment.kind)
          ? t("addedFrom", { name: payment.name })
          : t("paidTo", { name: payment.name })
      }
      highlight={
        payment.crossBorder
          ? t("crossBorder.receives", { amount: formatMoney(payment.crossBorder.receive) })
          : payment.prepaid
            ? t("prepaid.enter", { token: formatToken(payment.prepaid.token) })
            : undefined
      }
      rows={(language) => receiptRows(payment, inLanguage(language), language)}
    />
  );
}

type ReceiptScreenProps = {
  id: string;
  /** Where the payment stands: the mark beside the h1 (a tick once completed). */
  status?: PaymentStatus;
  /** The h1 (and the PDF's heading), in a language. */
  title: (language: string) => string;
  amount: Money;
  /** Who was paid, or where the money came from. */
  subtitle: string;
  /** A line to stand out under it: what a transfer abroad delivers. */
  highlight?: string;
  /** The details, in a language (the PDF's may differ from the screen's). */
  rows: (language: string) => [label: string, value: string][];
};

/** The mark above a receipt's h1: a tick, a clock while on its way, a cross once failed. */
const MARKS = {
  Completed: { Icon: CircleCheck, colour: "bg-success text-success-foreground" },
  Pending: { Icon: Clock, colour: "bg-muted text-foreground" },
  Failed: { Icon: CircleX, colour: "bg-destructive text-destructive-foreground" },
  Refunded: { Icon: CircleX, colour: "bg-muted text-foreground" },
} as const;

/** How every receipt looks: its mark, its h1, the amount, the details, Download, Share, Home. */
export function ReceiptScreen({
  id,
  status = "Completed",
  title,
  amount,
  subtitle,
  highlight,
  rows,
}: ReceiptScreenProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  const Mark = MARKS[status].Icon;
  return (
    <div className="flex flex-1 flex-col gap-6 px-5 py-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          className={`flex size-16 items-center justify-center rounded-full ${MARKS[status].colour}`}
        >
          <Mark aria-hidden="true" className="size-9" />
        </span>
        <h1 className="text-2xl font-bold">{title(i18n.language)}</h1>
        <p className="text-4xl font-extrabold tracking-tight">{formatMoney(amount)}</p>
        <p className="text-muted-foreground">{subtitle}</p>
        {highlight ? <p className="font-semibold">{highlight}</p> : null}
      </div>
      <section aria-labelledby="receipt-details" className="rounded-xl border bg-card p-4">
        <h2 id="receipt-details" className="sr-only">
          {t("details")}
        </h2>
        <DetailList rows={rows(i18n.language)} />
      </section>
      <div className="mt-auto flex flex-col gap-3">
        <ReceiptActions id={id} heading={title} rows={rows} />
        <Button asChild size="lg">
          <Link to="/dashboard">{t("home")}</Link>
        </Button>
      </div>
    </div>
  );
}

/** The sample Zambian bank a branch sort code belongs to. */
function zambianBankName(sortCode: string | undefined): string | undefined {
  const checked = sortCode ? checkSortCode(sortCode) : undefined;
  return checked?.ok ? checked.bank.name : undefined;
}

/** A Zambian mobile-money payment: the number as Zambians read it, and the wallet it reached. */
function mobileMoneyRows(
  recipient: string,
  t: TFunction<"wallet", "payment.receipt">,
): [label: string, value: string][] {
  const { mobile, mobileMoney }: HomeCountry = homeCountries.ZM;
  const wallet = mobileMoney[mobileNetworkOf(mobile, recipient) ?? ""];
  return [
    [t("recipient"), formatPhone(recipient, "ZM")],
    ...(wallet ? [[t("mobileWallet"), wallet] as [string, string]] : []),
  ];
}

/** Who a payment at home went to: a mobile number (a transfer, a recharge) as its country writes it, else the ID. */
function shownRecipient({ kind, recipient, amount }: Payment): string {
  const country = homeCountryOfCurrency(amount.currency)?.code;
  return (kind === "mobile" || kind === "recharge") && country
    ? formatPhone(recipient, country)
    : recipient;
}

/** The receipt's rows, in the language `t` speaks. */
function receiptRows(
  payment: Payment,
  t: TFunction<"wallet", "payment.receipt">,
  language: string,
): [label: string, value: string][] {
  const bankName = payment.ifsc ? bankNameForIfsc(payment.ifsc) : zambianBankName(payment.sortCode);
  const { crossBorder, fee, prepaid } = payment;
  const amount = formatMoney(payment.amount);
  const rows: [label: string, value: string][] = crossBorder
    ? // Abroad: who and where, how it arrived and on which network, both currencies, the rate.
      [[t("recipient"), payment.name], ...crossBorderRows({ ...payment, crossBorder }, t, language)]
    : payment.ifsc || payment.sortCode
      ? [
          [t("accountHolder"), payment.name],
          [t("accountNumber"), payment.recipient],
          payment.ifsc ? [t("ifsc"), payment.ifsc] : [t("sortCode"), payment.sortCode ?? ""],
          ...(bankName ? [[t("bank"), bankName] as [string, string]] : []),
        ]
      : payment.transfer === "mobileMoney"
        ? mobileMoneyRows(payment.recipient, t)
        : isMoneyIn(payment.kind)
          ? // A top-up or a cashback moves money into your wallet: from its source, to the wallet.
            [
              [t("from"), payment.recipient],
              [t("to"), t("wallet")],
            ]
          : prepaid
            ? // Prepaid electricity: the meter, the units it gets and the token that loads them.
              [
                [t("recipient"), payment.name],
                [t("prepaid.meter"), payment.recipient],
                [
                  t("prepaid.units"),
                  t("prepaid.unitsValue", { units: formatKwh(prepaid.energyWh, language) }),
                ],
                [t("prepaid.token"), formatToken(prepaid.token)],
              ]
            : [[t("recipient"), shownRecipient(payment)]];
  if (crossBorder && fee) {
    rows.push(
      [t("crossBorder.sent"), amount],
      [t("crossBorder.fee", { rate: formatPercent(feeRateOf("international")) }), formatMoney(fee)],
      [
        t("crossBorder.total"),
        formatMoney({ ...payment.amount, minor: payment.amount.minor + fee.minor }),
      ],
    );
  } else {
    rows.push([t("amount"), amount]);
  }
  rows.push(
    [t("id"), payment.id],
    [t("date"), formatDateTime(new Date(payment.date), language)],
    [t("method"), t(`methods.${payment.method}`)],
    [t("status"), t(`statuses.${payment.status}`)],
  );
  if (payment.status === "Pending" && payment.settlesAt) {
    // Money on its way says when it arrives at the latest.
    rows.push([t("expectedBy"), formatDateTime(new Date(payment.settlesAt), language)]);
  }
  if (payment.statusChangedAt) {
    rows.push([t("statusChanged"), formatDateTime(new Date(payment.statusChangedAt), language)]);
  }
  if (payment.note) rows.push([t("note"), payment.note]);
  return rows;
}
