/**
 * Some things are paid once, whoever pays and however many tabs or devices try: a bill (one
 * biller's bill for one consumer number, for one cycle) and a payment link (a business's link, a
 * request or a share of a split bill: each link has its own id). A payment of such a thing carries
 * its key; a second payment with the same key is refused (`checkPayment`: "bill-paid",
 * "link-paid"). The server keeps the same key under a unique index.
 */

/** What a payment pays once. */
export type PaidThing =
  /** A bill: its biller, the consumer (or account) number, and the day the bill was issued. */
  | { type: "bill"; billerId: string; consumerNumber: string; billDate: string }
  /** A payment link, request or split share, by its id. */
  | { type: "link"; linkId: string };

/** The key that identifies a thing paid: `bill:tsspdcl:110456789:2026-11-05`, `link:REQ7K2M9QX4TB8D`. */
export function paidOnceKey(thing: PaidThing): string {
  return thing.type === "bill"
    ? `bill:${thing.billerId}:${thing.consumerNumber}:${thing.billDate}`
    : `link:${thing.linkId}`;
}

/** What a payment says it pays: a bill's cycle (`bill`, its number the recipient), or a link. */
export type PaysOnce = {
  recipient: string;
  linkId?: string;
  /** The bill paid: its biller and issue date (the consumer number is the recipient). */
  bill?: { billerId: string; billDate: string };
};

/** The thing a payment pays once, if it pays one. */
export function paidThingOf(payment: PaysOnce): PaidThing | undefined {
  if (payment.bill) {
    return { type: "bill", ...payment.bill, consumerNumber: payment.recipient.trim() };
  }
  return payment.linkId ? { type: "link", linkId: payment.linkId } : undefined;
}

/** A ledger line as "paid once" reads it: the key it was recorded with, or its link's id. */
export type KeyedEntry = { paidOnce?: string; linkId?: string };

/**
 * The key a line was recorded under. Lines recorded before keys existed carry only their link's
 * id, which is the same key.
 */
export function entryKey(entry: KeyedEntry): string | undefined {
  if (entry.paidOnce) return entry.paidOnce;
  return entry.linkId ? paidOnceKey({ type: "link", linkId: entry.linkId }) : undefined;
}

/**
 * The line among these that paid the thing with this key, if any. The entries must include every
 * line recorded with the key (a store passes those its key index finds, or all it has).
 */
export function findPaid<E extends KeyedEntry>(entries: readonly E[], key: string): E | undefined {
  return entries.find((entry) => entryKey(entry) === key);
}
