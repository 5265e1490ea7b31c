import type { BankAccount } from "./types";

/** Bank accounts linked to the sample user's wallet, primary first. */
export const bankAccounts: BankAccount[] = [
  {
    id: "bank-sbi",
    bankName: "State Bank of India",
    accountType: "savings",
    last4: "4521",
    ifsc: "SBIN0020074",
    primary: true,
  },
  {
    id: "bank-hdfc",
    bankName: "HDFC Bank",
    accountType: "savings",
    last4: "7788",
    ifsc: "HDFC0001998",
    primary: false,
  },
];
