import * as v from "valibot";

import { eventsUrl } from "./api-client";
import { TransferView } from "./http-ledger";
import { RequestView } from "./requests-api";

const TransferEvent = v.object({ transfer: v.nullable(TransferView), balance: v.string() });
const RequestEvent = v.object({ request: RequestView });

/** What the feed hands over: each movement of the wallet, and each change of a request. */
export type LiveHandlers = {
  onTransfer: (transfer: TransferView | null) => void;
  /** A request this account asked or was asked changed (made, paid, declined, cancelled). */
  onRequest: (request: RequestView) => void;
  /**
   * The stream (re)opened: request events carry no id, so what changed while it was closed is
   * read again.
   */
  onOpen: () => void;
};

/** An event's JSON checked by its schema; undefined when it is not what the schema says. */
function parsed<T>(schema: v.GenericSchema<unknown, T>, event: Event): T | undefined {
  let data: unknown;
  try {
    data = JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return undefined;
  }
  const result = v.safeParse(schema, data);
  return result.success ? result.output : undefined;
}

/**
 * The connected wallet's live feed: the server's events stream (each movement of this account's
 * wallet, from any API process, and each change of its requests). The browser re-connects by
 * itself and resumes after the last transfer event it saw (Last-Event-ID). Answers a function
 * that stops listening.
 */
export function listenLive({ onTransfer, onRequest, onOpen }: LiveHandlers): () => void {
  const source = new EventSource(eventsUrl(), { withCredentials: true });
  source.addEventListener("open", onOpen);
  source.addEventListener("transfer", (event) => {
    const data = parsed(TransferEvent, event);
    if (data) onTransfer(data.transfer);
  });
  source.addEventListener("request", (event) => {
    const data = parsed(RequestEvent, event);
    if (data) onRequest(data.request);
  });
  return () => source.close();
}
