import * as v from "valibot";

import { maskPhone } from "../auth/phone.ts";
import type { Queryable } from "../db/database.ts";

export type RequestKind = "request" | "link";
export type RequestStatus = "open" | "paid" | "declined" | "cancelled";

/** A request or payment link as one of its parties (or, for a link, any signed-in user) sees it. */
export const RequestView = v.object({
  id: v.string(),
  kind: v.picklist(["request", "link"]),
  status: v.picklist(["open", "paid", "declined", "cancelled"]),
  direction: v.picklist(["incoming", "outgoing"]),
  amount: v.string(),
  currency: v.string(),
  note: v.nullable(v.string()),
  requester: v.object({ name: v.string(), maskedPhone: v.string(), upi: v.optional(v.string()) }),
  payer: v.nullable(v.object({ name: v.string(), maskedPhone: v.string() })),
  transferId: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type RequestView = v.InferOutput<typeof RequestView>;

/** One row as read with its parties' names: what a view and a stream need. */
export interface RequestRow {
  id: string;
  request_hash: string;
  kind: RequestKind;
  status: RequestStatus;
  amount: bigint;
  currency: string;
  note: string | null;
  transfer_id: string | null;
  created_at: Date;
  updated_at: Date;
  requester_id: string;
  requester_name: string;
  requester_phone: string;
  requester_upi: string;
  /** The requester's business, if it has one: a link is the business's, named as it. */
  business_name: string | null;
  business_upi: string | null;
  /** The named payer, or whoever paid a link. */
  payer_id: string | null;
  payer_name: string | null;
  payer_phone: string | null;
  /** Everyone told of its changes: the requester, the named payer, whoever paid it. */
  party_ids: string[];
  /** The transaction of its latest change (xid8, as text): the live streams' cursor. */
  change_xid: string;
}

/** Requests with their parties; `WHERE` clauses name the request `r`. */
export const REQUEST_SELECT = `
  SELECT r.id, r.request_hash, r.kind, r.status, r.amount, r.currency, r.note, r.transfer_id,
         r.created_at, r.updated_at, r.requester_id, q.name AS requester_name,
         q.phone AS requester_phone, q.upi_id AS requester_upi, b.name AS business_name,
         b.upi_id AS business_upi,
         coalesce(r.payer_id, r.paid_by) AS payer_id, p.name AS payer_name, p.phone AS payer_phone,
         array_remove(ARRAY[r.requester_id, coalesce(r.payer_id, r.paid_by)], NULL)::text[]
           AS party_ids, r.change_xid::text AS change_xid
    FROM payment_requests r
    JOIN users q ON q.id = r.requester_id
    LEFT JOIN businesses b ON b.owner_id = r.requester_id
    LEFT JOIN users p ON p.id = coalesce(r.payer_id, r.paid_by)`;

export async function readRequest(db: Queryable, id: string): Promise<RequestRow | undefined> {
  const { rows } = await db.query<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
  return rows[0];
}

/** Whether `userId` may see the request: a party to it, or anyone signed in for a link. */
export const mayRead = (row: RequestRow, userId: string) =>
  row.kind === "link" || row.requester_id === userId || row.payer_id === userId;

/**
 * Who a request names as its requester: for a link, the merchant's business (its name and own UPI
 * ID) when it has one, else the account; a request between people, the person.
 */
export const requesterShown = (row: RequestRow) =>
  row.kind === "link" && row.business_name !== null && row.business_upi !== null
    ? { name: row.business_name, upi: row.business_upi }
    : { name: row.requester_name, upi: row.requester_upi };

/**
 * The request as `viewerId` sees it. A link shows its merchant's UPI ID (what its QR code
 * carries); a request does not, as the ID spells the full number the masked one hides.
 */
export function requestView(row: RequestRow, viewerId: string): RequestView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    direction: row.requester_id === viewerId ? "outgoing" : "incoming",
    amount: String(row.amount),
    currency: row.currency,
    note: row.note,
    requester: {
      name: requesterShown(row).name,
      maskedPhone: maskPhone(row.requester_phone),
      ...(row.kind === "link" && { upi: requesterShown(row).upi }),
    },
    payer:
      row.payer_name !== null && row.payer_phone !== null
        ? { name: row.payer_name, maskedPhone: maskPhone(row.payer_phone) }
        : null,
    transferId: row.transfer_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
