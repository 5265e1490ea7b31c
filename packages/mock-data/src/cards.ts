import type { Card } from "./types";

/** Cards saved in the sample user's wallet. */
export const cards: Card[] = [
  {
    id: "card-sbi-visa",
    issuer: "State Bank of India",
    network: "visa",
    kind: "debit",
    last4: "9012",
    expiry: "08/28",
  },
  {
    id: "card-hdfc-rupay",
    issuer: "HDFC Bank",
    network: "rupay",
    kind: "credit",
    last4: "3456",
    expiry: "11/27",
  },
];
