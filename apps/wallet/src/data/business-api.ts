import * as v from "valibot";

import { api } from "./api-client";
import { RequestId } from "./requests-api";

/**
 * The business on the connected wallet: the server keeps it (`/api/me/business`), with its own UPI
 * ID, which customers pay and its payment links carry; they see its name, not the account's.
 */

const BusinessAnswer = v.object({
  business: v.object({ id: RequestId, name: v.string(), upiId: v.string() }),
});

/** What signing up (or renaming) came to: the UPI ID the server gave, or why there is none. */
export type RegisterResult =
  | { ok: true; upiId: string }
  | { ok: false; reason: "no-answer" }
  | { ok: false; reason: "refused"; message: string };

const failed = (answer: { status: number; code: string; message: string }): RegisterResult =>
  answer.code === "unreachable" || answer.status >= 500
    ? { ok: false, reason: "no-answer" }
    : { ok: false, reason: "refused", message: answer.message };

/**
 * Signs the account's business up on the server, or renames the one it has: its id is the
 * server's when there is one (another device made it), else made here. The UPI ID is the
 * server's: made from the first name, kept when renamed.
 */
export async function registerBusiness(name: string): Promise<RegisterResult> {
  const current = await api("/me/business", BusinessAnswer);
  if (!current.ok && current.status !== 404) return failed(current);
  const id = current.ok ? current.data.business.id : crypto.randomUUID();
  const answer = await api("/me/business", BusinessAnswer, {
    method: "PUT",
    json: { id, name },
  });
  return answer.ok ? { ok: true, upiId: answer.data.business.upiId } : failed(answer);
}
