import { createFileRoute } from "@tanstack/react-router";

import { LedgerReceipt } from "../../components/ledger-receipt";
import { loadCopy } from "../../lib/load-copy";

export const Route = createFileRoute("/transactions/$id")({
  loader: () => loadCopy("payment"),
  component: Transaction,
});

/** The receipt of any payment made in this wallet, read from the ledger by its transaction id. */
function Transaction() {
  return <LedgerReceipt id={Route.useParams().id} />;
}
