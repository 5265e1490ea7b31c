/**
 * The query string of a payment link (`/pay?id=...&sig=...`) as the router hands it over: each
 * field as text, or absent. This is all `/pay` declares up front; `pay-link.ts` (loaded with the
 * screen) checks the fields and their signature.
 */
export const PAY_LINK_FIELDS = [
  "id",
  "kind",
  "to",
  "name",
  "amount",
  "cu",
  "note",
  "at",
  "exp",
  "sig",
] as const;

export type PayLinkField = (typeof PAY_LINK_FIELDS)[number];
export type PayLinkQuery = Partial<Record<PayLinkField, string>>;

/** Far longer than any field of a real link; anything longer is not one. */
const FIELD_MAX_LENGTH = 300;

/** /pay's `validateSearch`: the link's fields as text, and `step=confirm` for the PIN step. */
export function payLinkSearch(search: Record<string, unknown>): PayLinkQuery & {
  step?: "confirm";
} {
  const out: PayLinkQuery & { step?: "confirm" } = {};
  for (const field of PAY_LINK_FIELDS) {
    const value = search[field];
    if (typeof value === "string" && value.length <= FIELD_MAX_LENGTH) out[field] = value;
    else if (typeof value === "number" && Number.isFinite(value)) out[field] = String(value);
  }
  if (search.step === "confirm") out.step = "confirm";
  return out;
}
