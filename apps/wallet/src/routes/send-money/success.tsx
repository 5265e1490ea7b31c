import { createFileRoute } from "@tanstack/react-router";
import { NoPayment } from "../../components/no-payment";
import { Receipt } from "../../components/receipt";
import { loadCopy } from "../../lib/copy";
import { paymentById } from "../../lib/ledger";
import { successSearch } from "../../lib/send-money-search";
import { useWalletStore } from "../../stores/wallet-store";

export const Route = createFileRoute("/send-money/success")({
  validateSearch: successSearch,
  loader: () => loadCopy("sendMoney", "payment"),
  component: Success,
});

/**
 * The receipt of money sent. The amount and recipient travel in the URL with the transaction id;
 * the ledger entry is what the receipt shows, so a hand-made link cannot show a payment that
 * never happened.
 */
function Success() {
  const { txn } = Route.useSearch();
  const ledger = useWalletStore((s) => s.ledger);
  const payment = paymentById(ledger, txn);
  return payment ? (
    <main className="flex flex-1 flex-col">
      <Receipt payment={payment} />
    </main>
  ) : (
    <NoPayment />
  );
}
