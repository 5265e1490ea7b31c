import { createFileRoute } from "@tanstack/react-router";
import { NoPayment } from "../../components/no-payment";
import { Receipt } from "../../components/receipt";
import { loadCopy } from "../../lib/copy";
import { paymentById } from "../../lib/ledger";
import { useWalletStore } from "../../stores/wallet-store";

export const Route = createFileRoute("/transactions/$id")({
  loader: () => loadCopy("payment"),
  component: Transaction,
});

/** The receipt of any payment made in this wallet, read from the ledger by its transaction id. */
function Transaction() {
  const { id } = Route.useParams();
  const ledger = useWalletStore((s) => s.ledger);
  const payment = paymentById(ledger, id);
  return payment ? (
    <main className="flex flex-1 flex-col">
      <Receipt payment={payment} />
    </main>
  ) : (
    <NoPayment />
  );
}
