import { absolute } from "@repo/ledger/money";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { directionOf, type LedgerEntry } from "../lib/ledger";
import { ReceiptScreen } from "./receipt";

/**
 * The receipt of an entry the wallet's history started with (no payment details kept: who,
 * how much, when, its category). Needs the wallet's "payment" copy.
 */
export function EntryReceipt({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  const inLanguage = (language: string) => i18n.getFixedT(language, "wallet", "payment.receipt");
  const direction = directionOf(entry);
  const amount = absolute(entry.amount);
  return (
    <ReceiptScreen
      id={entry.id}
      status={entry.status}
      title={(language) => inLanguage(language)(`entry.${direction}`)}
      amount={amount}
      subtitle={
        direction === "paid"
          ? t("paidTo", { name: entry.name })
          : t("receivedFrom", { name: entry.name })
      }
      rows={(language) => {
        const tl = inLanguage(language);
        const th = i18n.getFixedT(language, "wallet", "history");
        return [
          [direction === "paid" ? tl("recipient") : tl("from"), entry.name],
          [tl("amount"), formatMoney(amount)],
          [tl("id"), entry.id],
          [tl("date"), formatDateTime(new Date(entry.date), language)],
          [tl("category"), th(`categories.${entry.category}`)],
          [tl("status"), tl(`statuses.${entry.status}`)],
          ...(entry.statusChangedAt
            ? [
                [
                  tl("statusChanged"),
                  formatDateTime(new Date(entry.statusChangedAt), language),
                ] as [string, string],
              ]
            : []),
        ];
      }}
    />
  );
}
