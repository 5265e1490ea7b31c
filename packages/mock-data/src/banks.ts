import type { BankAccount } from "./types";

/** Bank accounts linked to the sample user's wallet, primary first. */
export const bankAccounts = [
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
] satisfies BankAccount[];

/**
 * Sample banks by the first four letters of their IFSC (the bank's code), so a transfer can show
 * whose branch an IFSC belongs to.
 */
export const banksByIfscPrefix: Readonly<Record<string, string>> = {
  SBIN: "State Bank of India",
  HDFC: "HDFC Bank",
  ICIC: "ICICI Bank",
  UTIB: "Axis Bank",
  KKBK: "Kotak Mahindra Bank",
  PUNB: "Punjab National Bank",
  BARB: "Bank of Baroda",
  CNRB: "Canara Bank",
};

/** The sample bank an IFSC belongs to, or undefined for banks the sample data does not know. */
export function bankNameForIfsc(ifsc: string): string | undefined {
  return banksByIfscPrefix[ifsc.slice(0, 4).toUpperCase()];
}
