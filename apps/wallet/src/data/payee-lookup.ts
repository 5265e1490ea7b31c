import * as v from "valibot";

import { api } from "./api-client";

const Payee = v.object({ name: v.string(), maskedPhone: v.string(), upiId: v.string() });

/** What the account registry says of a payee before the PIN (UPI shows the registered name). */
export type PayeeLookup =
  | { found: true; name: string; maskedPhone: string }
  | { found: false; reason: "no-account" | "no-answer" };

/** The registered name behind a mobile number or UPI ID (`GET /api/payees`). */
export async function lookUpPayee(to: { phone: string } | { upi: string }): Promise<PayeeLookup> {
  const query = new URLSearchParams(to).toString();
  const answer = await api(`/payees?${query}`, Payee);
  if (answer.ok)
    return { found: true, name: answer.data.name, maskedPhone: answer.data.maskedPhone };
  return { found: false, reason: answer.status === 404 ? "no-account" : "no-answer" };
}
