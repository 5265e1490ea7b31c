import { Button } from "@repo/ui/components/button";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Receipt } from "../../components/receipt";
import { loadCopy } from "../../lib/copy";
import { successSearch } from "../../lib/search";
import { paymentFromEntry, useWalletStore } from "../../stores/wallet-store";

export const Route = createFileRoute("/send-money/success")({
  validateSearch: successSearch,
  loader: () => loadCopy("sendMoney", "payment"),
  component: Success,
});

/**
 * The receipt of a payment from the ledger. The spec's amount and recipient travel in the URL
 * with the transaction id; the ledger entry is what the receipt shows, so a hand-made link
 * cannot show a payment that never happened.
 */
function Success() {
  const { txn } = Route.useSearch();
  const entry = useWalletStore((s) =>
    txn ? s.ledger.transactions.find((t) => t.id === txn) : undefined,
  );
  const payment = paymentFromEntry(entry);
  return payment ? (
    <main className="flex flex-1 flex-col">
      <Receipt payment={payment} />
    </main>
  ) : (
    <NoPayment />
  );
}

function NoPayment() {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney.receiptMissing" });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <ReceiptText aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("body")}</p>
      <div className="mt-2 flex flex-col gap-3">
        <Button asChild>
          <Link to="/send-money">{t("send")}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/dashboard">{t("home")}</Link>
        </Button>
      </div>
    </main>
  );
}
