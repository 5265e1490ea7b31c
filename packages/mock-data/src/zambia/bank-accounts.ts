import type { BankAccount } from "../types";

/** Bank accounts linked to the Zambian sample wallet, primary first (sort codes identify branches). */
export const bankAccounts: BankAccount[] = [
  {
    id: "bank-zanaco",
    bankName: "Zanaco",
    accountType: "savings",
    last4: "3108",
    sortCode: "010002",
    primary: true,
  },
  {
    id: "bank-stanbic",
    bankName: "Stanbic Bank Zambia",
    accountType: "current",
    last4: "6642",
    sortCode: "040001",
    primary: false,
  },
];
