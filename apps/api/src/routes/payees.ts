import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { maskPhone, toE164 } from "../auth/phone.ts";
import { findUserByPhone, findUserByUpi, getUser } from "../auth/users.ts";
import { businessByUpi } from "../business/store.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession } from "../http/session.ts";

/** Look-ups a session may make in 10 minutes: enough to pay people, too few to walk the directory. */
export const PAYEE_LOOKUPS = { limit: 20, windowMinutes: 10 } as const;

const PayeeQuery = v.union([
  v.object({ phone: v.pipe(v.string(), v.maxLength(20)) }),
  v.object({
    upi: v.pipe(v.string(), v.maxLength(80), v.regex(/^[\w.-]+@[\w.-]+$/, "Not a UPI ID.")),
  }),
]);
export const Payee = v.object({ name: v.string(), maskedPhone: v.string(), upiId: v.string() });

/**
 * The registered (KYC) name behind a mobile number or UPI ID, shown before the PIN; a business's
 * own UPI ID shows the business's name.
 */
export function payeeRoutes(book: RouteBook, deps: AppDeps) {
  const { db, clock } = deps;
  book.add(
    {
      method: "get",
      path: "/api/payees",
      operationId: "lookUpPayee",
      summary:
        "The registered name and a masked number for ?phone= or ?upi= (20 look-ups per 10 minutes).",
      tags: ["payments"],
      auth: "session",
      query: PayeeQuery,
      responses: {
        200: { description: "The payee", schema: Payee },
        401: { description: "No live session" },
        404: { description: "No SangamPay account has this number or ID" },
        429: { description: "Too many look-ups" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const now = clock();
      const since = new Date(now.getTime() - PAYEE_LOOKUPS.windowMinutes * 60_000);
      // Counted and recorded under the session's row lock: look-ups at once are counted one by one.
      const allowed = await db.transaction(async (tx) => {
        await tx.query("SELECT id FROM sessions WHERE id = $1 FOR UPDATE", [session.id]);
        const { rows } = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM payee_lookups WHERE session_id = $1 AND at > $2",
          [session.id, since],
        );
        if (rows[0]!.n >= PAYEE_LOOKUPS.limit) return false;
        await tx.query("INSERT INTO payee_lookups (session_id, at) VALUES ($1, $2)", [
          session.id,
          now,
        ]);
        return true;
      });
      if (!allowed) throw new ApiError("rate_limited", "Too many look-ups: wait a few minutes.");
      const payee = await findPayee(deps, session.userId, c.req.query());
      return c.json({ ...payeeShown(payee), maskedPhone: maskPhone(payee.phone) });
    },
  );
}

/** The account a payer means by a phone number (read in the payer's own country) or a UPI ID. */
export async function findPayee(
  deps: AppDeps,
  payerId: string,
  to: { phone?: string | undefined; upi?: string | undefined },
) {
  const payer = await getUser(deps.db, payerId);
  const phone =
    to.phone !== undefined && payer ? (toE164(to.phone, payer.country) ?? to.phone) : undefined;
  // A business's own UPI ID reaches its owner's account, named as the business.
  const business = !phone && to.upi ? await businessByUpi(deps.db, to.upi) : undefined;
  const payee = business
    ? await getUser(deps.db, business.ownerId)
    : phone
      ? await findUserByPhone(deps.db, phone)
      : to.upi
        ? await findUserByUpi(deps.db, to.upi)
        : undefined;
  if (!payee)
    throw new ApiError(
      "no_such_payee",
      "No SangamPay account has this number or ID yet: invite them.",
    );
  return { ...payee, business };
}

/** The name and UPI ID a payer sees: a business's own when paid at its UPI ID, else the account's. */
export const payeeShown = (payee: Awaited<ReturnType<typeof findPayee>>) =>
  payee.business
    ? { name: payee.business.name, upiId: payee.business.upiId }
    : { name: payee.name, upiId: payee.upiId };
