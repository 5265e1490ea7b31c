import { Button } from "@repo/ui/components/button";
import { Link } from "@tanstack/react-router";
import { ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";

import { useLedgerEntry } from "../hooks/use-ledger-entry";
import { paymentOf } from "../lib/ledger";
import { EntryReceipt } from "./entry-receipt";
import { Receipt } from "./receipt";

/**
 * A receipt route's screen: the entry the ledger holds under this transaction id (a payment
 * made here with all its details, or an entry of the history it started with), or "No payment
 * to show" with a way on, so a hand-made link cannot show money that never moved. Needs the
 * wallet's "payment" copy.
 */
export function LedgerReceipt({ id }: { id: string | undefined }) {
  const entry = useLedgerEntry(id);
  // Looking an older entry up takes a moment: an empty screen, not "No payment to show".
  if (entry === undefined) return <main className="flex flex-1 flex-col" aria-busy="true" />;
  if (entry === null) return <NoPayment />;
  const payment = paymentOf(entry);
  return (
    <main className="flex flex-1 flex-col">
      {payment ? <Receipt payment={payment} /> : <EntryReceipt entry={entry} />}
    </main>
  );
}

function NoPayment() {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.receiptMissing" });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <ReceiptText aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("body")}</p>
      <div className="mt-2 flex flex-col gap-3">
        <Button asChild>
          <Link to="/dashboard">{t("home")}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/send-money">{t("send")}</Link>
        </Button>
      </div>
    </main>
  );
}
