import type { Card } from "../types";

/** Cards saved in the Zambian sample wallet. */
export const cards: Card[] = [
  {
    id: "card-zanaco-visa",
    issuer: "Zanaco",
    network: "visa",
    kind: "debit",
    last4: "4471",
    expiry: "05/28",
  },
  {
    id: "card-stanbic-mastercard",
    issuer: "Stanbic Bank Zambia",
    network: "mastercard",
    kind: "credit",
    last4: "8203",
    expiry: "10/27",
  },
];
