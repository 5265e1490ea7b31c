import type { Money } from "@repo/ledger/money";
import { appUrl } from "@repo/ui/lib/app-url";
import * as v from "valibot";

import { api } from "./api-client";
import { RequestId, RequestView } from "./requests-api";

/**
 * A business's payment links on the connected wallet: the server keeps each one (a request with
 * no named payer, kind `link`), any other signed-in account may pay it once with its PIN, and its
 * merchant hears when it is. Its address carries nothing but the link's id: the amount, the note
 * and who is paid are what the server says.
 */

/** What making a link came to. */
export type MakeLinkResult =
  | { ok: true; link: RequestView }
  | { ok: false; reason: "no-answer" }
  | { ok: false; reason: "refused"; message: string };

/**
 * Makes a payment link for `amount` (`POST /api/requests` with no `to`). `id` is made once by
 * the caller: sending it again (no answer came) makes no second link.
 */
export async function makePayLink(input: {
  id: string;
  amount: Money;
  note?: string;
}): Promise<MakeLinkResult> {
  const answer = await api("/requests", RequestView, {
    json: {
      id: input.id,
      amount: String(input.amount.minor),
      currency: input.amount.currency,
      ...(input.note ? { note: input.note } : {}),
    },
  });
  if (answer.ok) return { ok: true, link: answer.data };
  if (answer.code === "unreachable" || answer.status >= 500) {
    return { ok: false, reason: "no-answer" };
  }
  return { ok: false, reason: "refused", message: answer.message };
}

/**
 * A link as its payer reads it: the request, and the UPI ID it pays (a business's own, which
 * `PUT /api/me/business` gave it, or its owner's), as the server sends it.
 */
const PayLinkView = v.object({
  ...RequestView.entries,
  requester: v.object({ ...RequestView.entries.requester.entries, upi: v.optional(v.string()) }),
});
export type PayLinkView = v.InferOutput<typeof PayLinkView>;

/** A link as read to be paid, or why it cannot be shown. */
export type ReadLinkResult =
  | { ok: true; link: PayLinkView }
  /** Not a link's id, or no such link. */
  | { ok: false; reason: "not-found" }
  /** Only a signed-in account may read (and pay) a link. */
  | { ok: false; reason: "signed-out" }
  | { ok: false; reason: "no-answer" };

/**
 * The link `id` names (`GET /api/requests/:id`), as the server holds it now. `id` comes from an
 * address, so it is checked before anything is asked.
 */
export async function readPayLink(id: unknown): Promise<ReadLinkResult> {
  const checked = v.safeParse(RequestId, id);
  if (!checked.success) return { ok: false, reason: "not-found" };
  const answer = await api(`/requests/${checked.output}`, PayLinkView);
  if (answer.ok) {
    return answer.data.kind === "link"
      ? { ok: true, link: answer.data }
      : { ok: false, reason: "not-found" };
  }
  if (answer.status === 401) return { ok: false, reason: "signed-out" };
  if (answer.code === "unreachable" || answer.status >= 500) {
    return { ok: false, reason: "no-answer" };
  }
  return { ok: false, reason: "not-found" };
}

/** The address a customer opens to pay the link: the wallet's `/pay?link=<id>`. */
export const payLinkAddress = (id: string) => appUrl("wallet", "/pay", { link: id });

/** The link's amount as money. */
export const linkMoney = (link: RequestView): Money => ({
  minor: Number(link.amount),
  currency: link.currency,
});
