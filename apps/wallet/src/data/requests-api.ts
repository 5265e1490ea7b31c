import * as v from "valibot";

import { api } from "./api-client";

/**
 * Requests between accounts (the connected wallet): one account asks another, by mobile number or
 * UPI ID, for an amount; the one asked pays it with their PIN (through the ledger, see
 * `HttpLedger`) or declines it. Every answer is checked by these schemas before a screen sees it.
 */

const Party = v.object({ name: v.string(), maskedPhone: v.string() });
/**
 * A request's id: the UUID its client made (as the server writes it). A pattern rather than
 * `v.uuid()`: valibot ships in the shell chunk every screen loads, with every check any module
 * of the build uses.
 */
export const RequestId = v.pipe(
  v.string(),
  v.regex(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/),
);
export const RequestView = v.object({
  id: RequestId,
  kind: v.picklist(["request", "link"]),
  status: v.picklist(["open", "paid", "declined", "cancelled"]),
  direction: v.picklist(["incoming", "outgoing"]),
  /** Minor units, as the server keeps them. */
  amount: v.pipe(v.string(), v.regex(/^\d{1,18}$/)),
  currency: v.string(),
  note: v.nullable(v.string()),
  requester: Party,
  payer: v.nullable(Party),
  transferId: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type RequestView = v.InferOutput<typeof RequestView>;
export type RequestStatus = RequestView["status"];

const RequestLists = v.object({
  incoming: v.array(RequestView),
  outgoing: v.array(RequestView),
});
export type RequestLists = v.InferOutput<typeof RequestLists>;

/** What asking came to: the open request, or why there is none. */
export type AskResult =
  | { ok: true; request: RequestView }
  | { ok: false; reason: "no-account" | "no-answer" }
  | { ok: false; reason: "refused"; message: string };

/** Who is asked: a mobile number (digits) or a UPI ID (has an @). */
export function payerRef(text: string): { phone: string } | { upi: string } {
  const trimmed = text.trim();
  return trimmed.includes("@") ? { upi: trimmed } : { phone: trimmed.replace(/[\s-]/g, "") };
}

/**
 * Asks the account behind `to` for `amount` (`POST /api/requests`). `id` is made once by the
 * caller: asking again with it (no answer came) makes no second request.
 */
export async function askForMoney(input: {
  id: string;
  to: string;
  amount: { minor: number; currency: string };
  note?: string;
}): Promise<AskResult> {
  const answer = await api("/requests", RequestView, {
    json: {
      id: input.id,
      to: payerRef(input.to),
      amount: String(input.amount.minor),
      currency: input.amount.currency,
      ...(input.note ? { note: input.note } : {}),
    },
  });
  if (answer.ok) return { ok: true, request: answer.data };
  if (answer.code === "no_account") return { ok: false, reason: "no-account" };
  if (answer.code === "unreachable" || answer.status >= 500) {
    return { ok: false, reason: "no-answer" };
  }
  return { ok: false, reason: "refused", message: answer.message };
}

/** Requests naming this account as payer, and its own (`GET /api/me/requests`); null: no answer. */
export async function readRequests(): Promise<RequestLists | null> {
  const answer = await api("/me/requests", RequestLists);
  return answer.ok ? answer.data : null;
}

/**
 * Closes an open request: declines one asked of this account, or cancels one of its own (a
 * request or a payment link). The request as it now is, or null (no answer, or not open).
 */
export async function closeRequest(
  id: string,
  action: "decline" | "cancel",
): Promise<RequestView | null> {
  const answer = await api(`/requests/${encodeURIComponent(id)}/${action}`, RequestView, {
    method: "POST",
    json: {},
  });
  return answer.ok ? answer.data : null;
}
