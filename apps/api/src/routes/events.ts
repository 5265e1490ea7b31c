import { streamSSE } from "hono/streaming";

import type { AppDeps } from "../app.ts";
import { sessionIsLive } from "../auth/sessions.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import type { PostingFeed, PostingLine } from "../ledger/feed.ts";
import { readTransfer } from "../ledger/transfers.ts";
import type { RequestFeed } from "../requests/feed.ts";
import { type RequestRow, requestView } from "../requests/store.ts";
import { viewOf, walletIdsOf } from "./payments.ts";

/** How often an idle stream sends a comment (proxies keep it open) and re-checks its session. */
export const KEEP_ALIVE_MS = 20_000;

/**
 * The account's live events as server-sent events: every movement of its wallet, whichever API
 * process made it, each with its transfer as the history shows it and the balance after it.
 * The event id is the wallet's posting version, so a browser that reconnects (EventSource sends
 * Last-Event-ID by itself) gets exactly what it missed.
 *
 * Every change of a request or link the account is party to (made, paid, declined, cancelled)
 * comes as a `request` event with the request's state after it, and no id: EventSource keeps
 * the last id it was given when an event has none, so the transfers' resume is untouched by the
 * requests between them. A request event is the request's whole state, not a step: a browser
 * back from being offline reads `GET /api/me/requests` once for the changes it missed.
 */
export function eventRoutes(
  book: RouteBook,
  deps: AppDeps,
  feed: PostingFeed,
  requestFeed: RequestFeed,
) {
  const { db, clock } = deps;
  book.add(
    {
      method: "get",
      path: "/api/events",
      operationId: "streamEvents",
      summary:
        "Server-sent events: `transfer` for every movement of the account's wallet (its transfer and the balance after), ids that resume with Last-Event-ID; `request` (no id) for every change of a request or link the account is party to; a comment every 20 s; ends when the session does.",
      tags: ["payments"],
      auth: "session",
      responses: {
        200: { description: "text/event-stream" },
        401: { description: "No live session" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const [wallet] = await walletIdsOf(deps, session.userId);
      if (!wallet) throw new ApiError("not_found", "This account has no wallet.");
      const given = c.req.header("last-event-id")?.trim() ?? "";
      const after = /^\d{1,18}$/.test(given) ? BigInt(given) : await feed.latestVersion(wallet);
      const requestsFrom = await requestFeed.horizon();
      c.header("Cache-Control", "no-store");
      c.header("X-Accel-Buffering", "no");

      return streamSSE(c, async (stream) => {
        const queue: (PostingLine | RequestRow)[] = [];
        let open = true;
        let wake = () => {};
        const end = () => {
          open = false;
          wake();
        };
        stream.onAbort(end);
        const push = (item: PostingLine | RequestRow) => {
          queue.push(item);
          wake();
        };
        const unsubscribe = [
          feed.subscribe(wallet, after, push, end),
          requestFeed.subscribe(session.userId, requestsFrom, push, end),
        ];
        try {
          await stream.writeSSE({ event: "ready", data: "{}", retry: 3_000 });
          while (open) {
            for (let line = queue.shift(); line && open; line = queue.shift()) {
              if ("party_ids" in line) {
                await stream.writeSSE({
                  event: "request",
                  data: JSON.stringify({ request: requestView(line, session.userId) }),
                });
                continue;
              }
              const found = await readTransfer(db, line.transferId);
              await stream.writeSSE({
                event: "transfer",
                id: String(line.version),
                data: JSON.stringify({
                  transfer: found && viewOf(found, [wallet]),
                  balance: String(line.balanceAfter),
                }),
              });
            }
            const timedOut = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(true), KEEP_ALIVE_MS);
              wake = () => {
                clearTimeout(timer);
                resolve(false);
              };
              if (queue.length > 0 || !open) wake();
            });
            if (timedOut && open) {
              if (!(await sessionIsLive(db, session.id, clock()))) break;
              await stream.write(": keep-alive\n\n");
            }
          }
        } finally {
          for (const stop of unsubscribe) stop();
        }
      });
    },
  );
}
