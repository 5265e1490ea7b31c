import type { Queryable } from "../db/database.ts";
import { PollingFeed } from "../ledger/feed.ts";
import { REQUEST_SELECT, type RequestRow } from "./store.ts";

/** The most changes one poll reads. */
const PAGE = 1000;

interface Subscription {
  userId: string;
  /** Changes of transactions from this id on are still to be given (a transaction id, xid8). */
  after: bigint;
  listener: (row: RequestRow) => void;
  onStop: () => void;
}

/**
 * Every change of the requests and links a user is party to (as requester, named payer, or
 * whoever paid a link), whichever process made it, polled like the postings (no LISTEN/NOTIFY:
 * see ledger/feed.ts). Each row carries the transaction of its latest change (`change_xid`); a
 * poll reads the changes of transactions between the last poll's horizon and this one's, the
 * horizon being the oldest transaction still running (`pg_snapshot_xmin`). Every transaction
 * below it has ended, so each window is final: nothing is missed, however late a transaction
 * commits, and nothing is given twice. A row changed twice between two polls is given once, in
 * its latest state; a long transaction anywhere in the cluster delays (never loses) the changes.
 */
export class RequestFeed extends PollingFeed<Subscription> {
  constructor(
    private readonly db: Queryable,
    intervalMs = 1_000,
  ) {
    super(intervalMs);
  }

  /** The oldest transaction still running: changes from it on are yet to be given. */
  async horizon(): Promise<bigint> {
    const { rows } = await this.db.query<{ horizon: string }>(
      "SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon",
    );
    return BigInt(rows[0]!.horizon);
  }

  /** Calls `listener` with each change, from transaction `after` on, of a request `userId` is party to. */
  subscribe(
    userId: string,
    after: bigint,
    listener: (row: RequestRow) => void,
    onStop: () => void = () => {},
  ): () => void {
    return this.add({ userId, after, listener, onStop });
  }

  protected async poll() {
    // The horizon first: every transaction below it ended before the rows below are read.
    const horizon = await this.horizon();
    const subscriptions = [...this.subscriptions];
    const from = subscriptions.reduce((low, s) => (s.after < low ? s.after : low), horizon);
    if (from >= horizon) return;
    const users = [...new Set(subscriptions.map((s) => s.userId))];
    const { rows } = await this.db.query<RequestRow>(
      `${REQUEST_SELECT}
        WHERE r.change_xid >= $1::text::xid8 AND r.change_xid < $2::text::xid8
          AND (r.requester_id = ANY($3::uuid[]) OR r.payer_id = ANY($3::uuid[])
               OR r.paid_by = ANY($3::uuid[]))
        ORDER BY r.change_xid
        LIMIT ${PAGE}`,
      [String(from), String(horizon), users],
    );
    // A full page ends this window at its last transaction, whose changes the next poll reads.
    const until = rows.length === PAGE ? BigInt(rows.at(-1)!.change_xid) : horizon;
    for (const row of rows) {
      const xid = BigInt(row.change_xid);
      if (xid >= until) break;
      for (const subscription of subscriptions) {
        if (xid >= subscription.after && row.party_ids.includes(subscription.userId)) {
          subscription.listener(row);
        }
      }
    }
    for (const subscription of subscriptions) {
      if (subscription.after < until) subscription.after = until;
    }
  }
}
