import type { Money } from "@repo/ledger/money";

/**
 * The sample business a wallet user runs in business mode: a grocery with two outlets in
 * Hyderabad. Its received payments are given by day offsets and times, and the wallet dates them
 * from the day business mode is switched on, so the sales home always shows a recent month.
 */

export type Outlet = {
  id: string;
  /** The outlet's name as the standee and the sales chart show it. */
  name: string;
  /** Street address, for the printed standee. */
  address: string;
};

/** The bank account settlements go to, held in the business's legal name. */
export type SettlementAccount = {
  bankName: string;
  accountNumber: string;
  ifsc: string;
  /** The account's balance before the sample period. */
  openingBalance: Money;
};

export type Business = {
  legalName: string;
  displayName: string;
  /** 15 characters: state code, PAN, entity number, `Z`, check character. */
  gstin: string;
  /** Two-digit GST state code of the principal place of business. */
  stateCode: string;
  outlets: readonly Outlet[];
  settlementAccount: SettlementAccount;
  /** The UPI merchant VPA customers pay. */
  vpa: string;
  /** ISO 18245 merchant category code (5411: grocery stores and supermarkets). */
  merchantCategoryCode: string;
};

export const sampleBusiness: Business = {
  legalName: "FreshMart Retail Private Limited",
  displayName: "FreshMart Groceries",
  gstin: "36AABCF1234K1ZU",
  stateCode: "36",
  outlets: [
    {
      id: "banjara-hills",
      name: "Banjara Hills",
      address: "Road No. 12, Banjara Hills, Hyderabad",
    },
    { id: "kukatpally", name: "Kukatpally", address: "KPHB Colony, Kukatpally, Hyderabad" },
  ],
  settlementAccount: {
    bankName: "HDFC Bank",
    accountNumber: "50200045671234",
    ifsc: "HDFC0000521",
    openingBalance: { minor: 245000_00, currency: "INR" },
  },
  vpa: "freshmart@okhdfcbank",
  merchantCategoryCode: "5411",
};

export type SampleCustomer = { name: string; /** Their UPI ID. */ vpa: string };

export const sampleCustomers: readonly SampleCustomer[] = [
  { name: "Priya Sharma", vpa: "priya.sharma@okaxis" },
  { name: "Rahul Verma", vpa: "rahulv@okicici" },
  { name: "Ananya Reddy", vpa: "ananya.r@oksbi" },
  { name: "Vikram Rao", vpa: "vikramrao@ybl" },
  { name: "Chanda Mwila", vpa: "chanda.m@okhdfcbank" },
  { name: "Meera Iyer", vpa: "meera.iyer@okaxis" },
  { name: "Arjun Nair", vpa: "arjun.nair@ibl" },
  { name: "Sneha Kulkarni", vpa: "snehak@oksbi" },
  { name: "Imran Khan", vpa: "imran.k@ybl" },
  { name: "Lakshmi Devi", vpa: "lakshmi.devi@okicici" },
  { name: "Karthik Menon", vpa: "karthik.m@okaxis" },
  { name: "Fatima Begum", vpa: "fatima.b@paytm" },
];

export type SampleSale = {
  id: string;
  outletId: string;
  /** Index into `sampleCustomers`. */
  customer: number;
  amount: Money;
  /** Whole days before the day business mode starts (0 is that day). */
  daysAgo: number;
  /** Local time, `HH:MM`. */
  time: string;
  /** A failed attempt moved no money; it counts against the success rate. */
  status: "Completed" | "Failed";
};

/** Typical basket sizes, in paise. */
const BASKETS = [
  120_00, 249_00, 385_00, 560_00, 899_00, 1240_00, 1899_00, 2340_00, 75_00, 450_00, 615_00, 180_00,
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * 35 days of payments at both outlets, two to five a day each, from 10:15 in the morning; about
 * one attempt in twenty failed. Built by a fixed formula, so every load gives the same list.
 */
export const sampleSales: readonly SampleSale[] = Array.from({ length: 35 }, (_, daysAgo) =>
  sampleBusiness.outlets.flatMap((outlet, o) =>
    Array.from({ length: 2 + ((daysAgo * 7 + o * 3) % 4) }, (_, k): SampleSale => {
      const minutes = 10 * 60 + 15 + ((daysAgo * 37 + k * 151 + o * 71) % 600);
      return {
        id: `bs-${daysAgo}-${o}-${k}`,
        outletId: outlet.id,
        customer: (daysAgo * 5 + k * 3 + o * 7) % sampleCustomers.length,
        amount: { minor: BASKETS[(daysAgo + k * 3 + o * 5) % BASKETS.length]!, currency: "INR" },
        daysAgo,
        time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
        status: (daysAgo * 3 + k + o) % 19 === 0 ? "Failed" : "Completed",
      };
    }),
  ),
).flat();

/** Earlier settlements to the bank: each settled every completed sale before it. */
export const sampleSettlementDays: readonly { id: string; daysAgo: number; time: string }[] = [
  { id: "st-sample-1", daysAgo: 21, time: "22:30" },
  { id: "st-sample-2", daysAgo: 14, time: "22:30" },
  { id: "st-sample-3", daysAgo: 7, time: "22:30" },
];
