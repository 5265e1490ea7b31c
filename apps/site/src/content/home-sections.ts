import { absolute } from "@repo/ledger/money";
import { balances } from "@repo/mock-data/balances";
import { bankAccounts } from "@repo/mock-data/banks";
import { merchantName } from "@repo/mock-data/merchant";
import { transactions } from "@repo/mock-data/transactions";
import type { BankAccount, Transaction } from "@repo/mock-data/types";
import { bankAccounts as zambianBankAccounts } from "@repo/mock-data/zambia/bank-accounts";

import type { IconName } from "./icon-name";

/**
 * The home page below its first screen: features, phone screenshots (with the sample figures they
 * show), steps, merchant and security points. Ids name their text in
 * packages/i18n/src/locales/<lang>/site/home-sections.json.
 */
export const trustItems = ["encryption", "pci", "centralBank", "twoFactor", "biometric"] as const;

export const features = [
  { id: "scan", icon: "qr" },
  { id: "transfer", icon: "transfer" },
  { id: "bills", icon: "receipt" },
  { id: "crossBorder", icon: "globe" },
  { id: "rewards", icon: "gift" },
  { id: "insights", icon: "chart" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const steps = ["signUp", "addMoney", "pay"] as const;

export const merchantPoints = [
  { id: "qr", icon: "qr" },
  { id: "links", icon: "link" },
  { id: "analytics", icon: "chart" },
  { id: "settlement", icon: "zap" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const securityPoints = [
  { id: "encryption", icon: "lock" },
  { id: "twoFactor", icon: "smartphone" },
  { id: "biometric", icon: "fingerprint" },
  { id: "monitoring", icon: "shield" },
] as const satisfies readonly { id: string; icon: IconName }[];

export const homeLinks = {
  merchant: "/merchant",
  security: "/security",
  waitlist: "/waitlist",
  contact: "/contact",
} as const;

/** The six phone screenshots, in the order the home page shows them. */
export const screenshots = [
  "utilityBills",
  "tax",
  "pension",
  "scanPay",
  "connectBanks",
  "utilities",
] as const;

export type ScreenshotId = (typeof screenshots)[number];

/**
 * Screenshots whose button the wallet really has: the wallet screen it opens (the link under the
 * screenshot reads `screens.links.<id>`).
 */
export const screenshotLinks = { connectBanks: "/profile/add-bank-account" } as const;

function sampleOf(category: Transaction["category"]): Transaction {
  const found = transactions.find((t) => t.category === category);
  if (!found) throw new Error(`@repo/mock-data has no ${category} transaction`);
  return found;
}

const electricity = sampleOf("bills");
/** The sample wallet's primary bank account in each country, as the wallet lists them. */
function primaryOf(accounts: readonly BankAccount[]): BankAccount {
  const primary = accounts.find((account) => account.primary);
  if (!primary) throw new Error("@repo/mock-data has no primary bank account");
  return primary;
}
const indianBank = primaryOf(bankAccounts);
const zambianBank = primaryOf(zambianBankAccounts);
const recharge = sampleOf("recharge");

/** Figures the screenshots show: the wallet's sample data where it has them, else fixed samples. */
export const screenSamples = {
  utilityBills: {
    biller: electricity.name,
    amount: absolute(electricity.amount),
    dueInDays: 5,
  },
  tax: { amount: 25000, assessmentYear: "2027-28" },
  pension: { monthly: 5000, total: 240000, growthPercent: 8.2 },
  scanPay: { merchant: merchantName, amount: 2340 },
  connectBanks: {
    wallet: balances.wallet,
    banks: [
      {
        id: indianBank.id,
        name: indianBank.bankName,
        last4: indianBank.last4,
        balance: balances.bank,
      },
      { id: zambianBank.id, name: zambianBank.bankName, last4: zambianBank.last4, balance: null },
    ],
  },
  utilities: {
    tiles: [
      { id: "water", icon: "droplet" },
      { id: "mobile", icon: "smartphone" },
      { id: "dth", icon: "tv" },
      { id: "internet", icon: "wifi" },
      { id: "electricity", icon: "zap" },
      { id: "tax", icon: "document" },
    ],
    recent: { name: recharge.name, amount: absolute(recharge.amount) },
  },
} as const satisfies Record<ScreenshotId, object>;
