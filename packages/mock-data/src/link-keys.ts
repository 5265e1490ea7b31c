/**
 * Sample secrets that sign payment links, one per payee account (UPI ID). A real service keeps
 * each secret on its server, which signs a link when it is made and checks it when it is opened;
 * this demo has no server, so the browser does both with these sample values.
 */
export const linkSigningKeys: Readonly<Record<string, string>> = {
  "priya.sharma@sangam": "sample-link-key:priya.sharma@sangam:7f3c9a1e5b",
  // The sample business's payment links (business.ts: `sampleBusiness.vpa`).
  "freshmart@okhdfcbank": "sample-link-key:freshmart@okhdfcbank:c41d8e2a90",
};
