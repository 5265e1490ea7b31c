import * as v from "valibot";

import { eventsUrl } from "./api-client";
import { TransferView } from "./http-ledger";

const TransferEvent = v.object({ transfer: v.nullable(TransferView), balance: v.string() });

/**
 * The connected wallet's live feed: the server's events stream (each movement of this account's
 * wallet, from any API process). The browser re-connects by itself and resumes after the last
 * event it saw (Last-Event-ID). Answers a function that stops listening.
 */
export function listenForTransfers(
  onTransfer: (transfer: TransferView | null) => void,
): () => void {
  const source = new EventSource(eventsUrl(), { withCredentials: true });
  source.addEventListener("transfer", (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    const parsed = v.safeParse(TransferEvent, data);
    if (parsed.success) onTransfer(parsed.output.transfer);
  });
  return () => source.close();
}
