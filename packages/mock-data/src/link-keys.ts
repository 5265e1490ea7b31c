import { businessUpiHandle } from "@repo/forms/upi-id";

/**
 * Sample secrets that sign payment links, one per payee account (a UPI ID, or the mobile number
 * of an account without one). A real service keeps each secret on its server, which signs a link
 * when it is made and checks it when it is opened; this demo has no server, so the browser does
 * both with these sample values.
 */
export const linkSigningKeys: Readonly<Record<string, string>> = {
  "priya.sharma@sangam": "sample-link-key:priya.sharma@sangam:7f3c9a1e5b",
  // The Zambian sample account (zambia/user.ts) is paid at its number: Zambia has no UPI.
  "971234567": "sample-link-key:971234567:5e20b7d4c1",
  // The sample business's payment links (business.ts: `sampleBusiness.vpa`), made before each
  // business had its own UPI ID.
  "freshmart@okhdfcbank": "sample-link-key:freshmart@okhdfcbank:c41d8e2a90",
};

/**
 * The sample secret of a payee's links: the table's, or for a business signed up in the wallet
 * (any UPI ID on `businessUpiHandle`), one made from its UPI ID, since no server holds one.
 */
export function linkSigningKey(account: string): string | undefined {
  if (Object.hasOwn(linkSigningKeys, account)) return linkSigningKeys[account];
  return account.endsWith(`@${businessUpiHandle}`)
    ? `sample-link-key:${account}:business`
    : undefined;
}
