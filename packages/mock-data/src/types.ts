/** Amounts are whole rupees unless a field says otherwise. */
export type TransactionType = "expense" | "income";

export type TransactionCategory =
  "transfer" | "shopping" | "food" | "bills" | "recharge" | "salary" | "add-money" | "cashback";

export type Transaction = {
  id: string;
  name: string;
  /** Negative for an expense, positive for income. */
  amount: number;
  type: TransactionType;
  category: TransactionCategory;
  /** ISO 8601 date and time. */
  date: string;
  status: "Completed";
};

export type Contact = {
  id: string;
  name: string;
  /** Ten-digit Indian mobile number. */
  phone: string;
  initials: string;
  upiId: string;
};

export type User = {
  id: string;
  name: string;
  firstName: string;
  phone: string;
  countryCode: string;
  email: string;
  upiId: string;
  kycVerified: boolean;
  memberSince: string;
  city: string;
};

export type Balances = {
  bank: number;
  wallet: number;
};
