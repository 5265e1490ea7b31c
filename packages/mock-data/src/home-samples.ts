import type { HomeCountryCode } from "@repo/pricing/home-countries";

import { balances } from "./balances";
import { bankAccounts } from "./banks";
import { cards } from "./cards";
import { contacts } from "./contacts";
import { transactions } from "./transactions";
import type { Balances, BankAccount, Card, Contact, Transaction, User } from "./types";
import { user } from "./user";
import { balances as zambianBalances } from "./zambia/balances";
import { bankAccounts as zambianBankAccounts } from "./zambia/bank-accounts";
import { cards as zambianCards } from "./zambia/cards";
import { contacts as zambianContacts } from "./zambia/contacts";
import { transactions as zambianTransactions } from "./zambia/transactions";
import { user as zambianUser } from "./zambia/user";

/**
 * Everything a home country's sample account starts with (its linked banks and saved cards too);
 * amounts in its currency's main unit.
 */
export type HomeSample = {
  user: User;
  contacts: readonly Contact[];
  bankAccounts: readonly BankAccount[];
  cards: readonly Card[];
  balances: Balances;
  transactions: readonly Transaction[];
};

export const homeSamples: Record<HomeCountryCode, HomeSample> = {
  IN: { user, contacts, bankAccounts, cards, balances, transactions },
  ZM: {
    user: zambianUser,
    contacts: zambianContacts,
    bankAccounts: zambianBankAccounts,
    cards: zambianCards,
    balances: zambianBalances,
    transactions: zambianTransactions,
  },
};
