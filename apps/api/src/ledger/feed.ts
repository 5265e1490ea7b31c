import type { Queryable } from "../db/database.ts";

/** One line of an account's postings: the account's version orders them without a gap. */
export interface PostingLine {
  accountId: string;
  version: bigint;
  transferId: string;
  amount: bigint;
  balanceAfter: bigint;
}

type Listener = (line: PostingLine) => void;

interface Subscription {
  accountId: string;
  /** The last version this subscriber has been given. */
  after: bigint;
  listener: Listener;
  /** Called once if the feed stops (the process shuts down) while subscribed. */
  onStop: () => void;
}

/**
 * What the live feeds share: subscribers, a timer that runs while anyone listens, one poll at a
 * time, and an end for every subscriber when the feed stops (the process shuts down).
 */
export abstract class PollingFeed<S extends { onStop: () => void }> {
  protected readonly subscriptions = new Set<S>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(private readonly intervalMs: number) {}

  /** Adds a subscriber and polls at once; answers its unsubscribe. */
  protected add(subscription: S): () => void {
    this.subscriptions.add(subscription);
    this.timer ??= setInterval(() => void this.tick(), this.intervalMs);
    void this.tick();
    return () => {
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size === 0) this.stop();
    };
  }

  /** Stops polling and forgets every subscriber (shutdown). */
  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    const ending = [...this.subscriptions];
    this.subscriptions.clear();
    for (const subscription of ending) subscription.onStop();
  }

  /** One read of what the subscribers wait for. */
  protected abstract poll(): Promise<void>;

  private async tick() {
    if (this.polling || this.subscriptions.size === 0) return;
    this.polling = true;
    try {
      await this.poll();
    } catch {
      // The database is away: the next tick tries again; no subscriber misses a line.
    } finally {
      this.polling = false;
    }
  }
}

/**
 * The postings of watched accounts as they are made, whichever process made them. The ledger is
 * its own outbox: an account's postings carry a version that increases by one under the
 * account's row lock, so "every posting after version N" misses nothing and repeats nothing,
 * across reconnects (the client's Last-Event-ID) and across API processes. One query per tick
 * reads every watched account of this process; no LISTEN/NOTIFY (whose commit-time lock would
 * serialise every payment) and nothing an engine other than PostgreSQL lacks.
 */
export class PostingFeed extends PollingFeed<Subscription> {
  constructor(
    private readonly db: Queryable,
    intervalMs = 1_000,
  ) {
    super(intervalMs);
  }

  /** The account's latest version (0 before its first posting). */
  async latestVersion(accountId: string): Promise<bigint> {
    const { rows } = await this.db.query<{ version: bigint | null }>(
      "SELECT max(version) AS version FROM postings WHERE account_id = $1",
      [accountId],
    );
    return rows[0]?.version ?? 0n;
  }

  /** Calls `listener` with each posting of `accountId` after version `after`, in order. */
  subscribe(
    accountId: string,
    after: bigint,
    listener: Listener,
    onStop: () => void = () => {},
  ): () => void {
    return this.add({ accountId, after, listener, onStop });
  }

  protected async poll() {
    // The lowest cursor per account: every subscriber of it is at or past it.
    const cursors = new Map<string, bigint>();
    for (const { accountId, after } of this.subscriptions) {
      const known = cursors.get(accountId);
      if (known === undefined || after < known) cursors.set(accountId, after);
    }
    const { rows } = await this.db.query<{
      account_id: string;
      version: bigint;
      transfer_id: string;
      amount: bigint;
      balance_after: bigint;
    }>(
      `SELECT p.account_id, p.version, p.transfer_id, p.amount, p.balance_after
           FROM unnest($1::uuid[], $2::bigint[]) AS c (account_id, after)
           JOIN postings p ON p.account_id = c.account_id AND p.version > c.after
          ORDER BY p.account_id, p.version
          LIMIT 1000`,
      [[...cursors.keys()], [...cursors.values()].map(String)],
    );
    for (const row of rows) {
      const line: PostingLine = {
        accountId: row.account_id,
        version: row.version,
        transferId: row.transfer_id,
        amount: row.amount,
        balanceAfter: row.balance_after,
      };
      for (const subscription of this.subscriptions) {
        if (subscription.accountId !== line.accountId || line.version <= subscription.after) {
          continue;
        }
        subscription.after = line.version;
        subscription.listener(line);
      }
    }
  }
}
