import { createFileRoute } from "@tanstack/react-router";

import { LedgerReceipt } from "../../components/ledger-receipt";
import { loadCopy } from "../../lib/load-copy";
import { successSearch } from "../../lib/send-money-search";
import { loadLedger } from "../../stores/load-ledger";

export const Route = createFileRoute("/send-money/success")({
  validateSearch: successSearch,
  loader: () => Promise.all([loadCopy("sendMoney", "payment"), loadLedger()]),
  component: Success,
});

/**
 * The receipt of money sent. The amount and recipient travel in the URL with the transaction id;
 * the ledger entry is what the receipt shows.
 */
function Success() {
  return <LedgerReceipt id={Route.useSearch().txn} />;
}
