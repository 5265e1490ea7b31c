import type { HomeCountryCode } from "@repo/pricing/home-countries";

import { balances } from "./balances";
import { bankAccounts } from "./banks";
import { contacts } from "./contacts";
import { transactions } from "./transactions";
import type { Balances, BankAccount, Contact, Transaction, User } from "./types";
import { user } from "./user";
import { balances as zambianBalances } from "./zambia/balances";
import { bankAccounts as zambianBankAccounts } from "./zambia/bank-accounts";
import { contacts as zambianContacts } from "./zambia/contacts";
import { transactions as zambianTransactions } from "./zambia/transactions";
import { user as zambianUser } from "./zambia/user";

/** Everything a home country's sample account starts with; amounts in its currency's main unit. */
export type HomeSample = {
  user: User;
  contacts: readonly Contact[];
  bankAccounts: readonly BankAccount[];
  balances: Balances;
  transactions: readonly Transaction[];
};

export const homeSamples: Record<HomeCountryCode, HomeSample> = {
  IN: { user, contacts, bankAccounts, balances, transactions },
  ZM: {
    user: zambianUser,
    contacts: zambianContacts,
    bankAccounts: zambianBankAccounts,
    balances: zambianBalances,
    transactions: zambianTransactions,
  },
};
