import { createFileRoute } from "@tanstack/react-router";

import { LedgerReceipt } from "../../components/ledger-receipt";
import { loadCopy } from "../../lib/load-copy";
import { loadLedger } from "../../stores/load-ledger";

export const Route = createFileRoute("/transactions/$id")({
  loader: () => Promise.all([loadCopy("payment", "history"), loadLedger()]),
  component: Transaction,
});

/** The receipt of any payment made in this wallet, read from the ledger by its transaction id. */
function Transaction() {
  return <LedgerReceipt id={Route.useParams().id} />;
}
