import { streamSSE } from "hono/streaming";

import type { AppDeps } from "../app.ts";
import { sessionIsLive } from "../auth/sessions.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";
import type { PostingFeed, PostingLine } from "../ledger/feed.ts";
import { readTransfer } from "../ledger/transfers.ts";
import { viewOf, walletIdsOf } from "./payments.ts";

/** How often an idle stream sends a comment (proxies keep it open) and re-checks its session. */
export const KEEP_ALIVE_MS = 20_000;

/**
 * The account's live events as server-sent events: every movement of its wallet, whichever API
 * process made it, each with its transfer as the history shows it and the balance after it.
 * The event id is the wallet's posting version, so a browser that reconnects (EventSource sends
 * Last-Event-ID by itself) gets exactly what it missed.
 */
export function eventRoutes(book: RouteBook, deps: AppDeps, feed: PostingFeed) {
  const { db, clock } = deps;
  book.add(
    {
      method: "get",
      path: "/api/events",
      operationId: "streamEvents",
      summary:
        "Server-sent events: `transfer` for every movement of the account's wallet (its transfer and the balance after), ids that resume with Last-Event-ID; a comment every 20 s; ends when the session does.",
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
      c.header("Cache-Control", "no-store");
      c.header("X-Accel-Buffering", "no");

      return streamSSE(c, async (stream) => {
        const queue: PostingLine[] = [];
        let open = true;
        let wake = () => {};
        const end = () => {
          open = false;
          wake();
        };
        stream.onAbort(end);
        const unsubscribe = feed.subscribe(
          wallet,
          after,
          (line) => {
            queue.push(line);
            wake();
          },
          end,
        );
        try {
          await stream.writeSSE({ event: "ready", data: "{}", retry: 3_000 });
          while (open) {
            for (let line = queue.shift(); line && open; line = queue.shift()) {
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
          unsubscribe();
        }
      });
    },
  );
}
