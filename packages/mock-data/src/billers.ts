import type { Money } from "@repo/ledger/money";
import { homeCountries } from "@repo/pricing/home-countries";
import { normaliseMobile } from "@repo/pricing/mobile-number";
import { midMarketInr } from "@repo/pricing/rates";

import { zescoResidential } from "./electricity-tariffs";
import type { Bill, BillCategory, Biller, BillLookup, Country } from "./types";

export { billCategories } from "./bill-categories";

/**
 * Kwacha in whole rupees at the pricing package's sample mid-market rate, so kwacha bills convert
 * the same way every time and agree with the wallet's international quotes.
 */
export function kwachaInRupees(ngwee: number): Money {
  const paise = midMarketInr({ minor: ngwee, currency: "ZMW" }).minor;
  return { minor: Math.round(paise / 100) * 100, currency: "INR" };
}

/**
 * Sample billers for India and Zambia. Number formats are plausible sample formats for a demo,
 * not the billers' real validation rules.
 */
export const billers: Biller[] = [
  // Electricity
  {
    id: "in-tsspdcl",
    name: "TSSPDCL Electricity",
    category: "electricity",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "consumer-number", pattern: "^\\d{9}$", example: "110456789" },
    sampleRange: { min: 450_00, max: 3200_00 },
  },
  {
    id: "in-bescom",
    name: "BESCOM Bengaluru",
    category: "electricity",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "account-number", pattern: "^\\d{10}$", example: "5512345678" },
    sampleRange: { min: 380_00, max: 2900_00 },
  },
  {
    id: "zm-zesco",
    name: "ZESCO",
    category: "electricity",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "account-number", pattern: "^\\d{11}$", example: "37123456789" },
    sampleRange: { min: 150_00, max: 900_00 },
  },
  {
    id: "zm-zesco-prepaid",
    name: "ZESCO prepaid",
    category: "electricity",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "meter-number", pattern: "^0\\d{10}$", example: "04123456789" },
    sampleRange: { min: 20_00, max: 1000_00 },
    prepaidTariff: zescoResidential,
    homeOnly: true,
  },
  {
    id: "zm-cec",
    name: "Copperbelt Energy",
    category: "electricity",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "account-number", pattern: "^CEC\\d{6}$", example: "CEC204518" },
    sampleRange: { min: 200_00, max: 1200_00 },
  },
  // Tax authorities
  {
    id: "in-income-tax",
    name: "Income Tax Department (Challan 280)",
    category: "tax",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "pan", pattern: "^[A-Z]{5}\\d{4}[A-Z]$", example: "ABCPS1234K" },
    sampleRange: { min: 1000_00, max: 25000_00 },
  },
  {
    id: "in-ghmc-property",
    name: "GHMC Property Tax",
    category: "tax",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "account-number", pattern: "^\\d{10}$", example: "1090123456" },
    sampleRange: { min: 1200_00, max: 9800_00 },
  },
  {
    id: "zm-zra",
    name: "Zambia Revenue Authority",
    category: "tax",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "tpin", pattern: "^\\d{10}$", example: "1001234567" },
    sampleRange: { min: 500_00, max: 5000_00 },
  },
  // Pension contributions
  {
    id: "in-nps",
    name: "National Pension System (Tier I)",
    category: "pension",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "pran", pattern: "^\\d{12}$", example: "110012345678" },
    sampleRange: { min: 500_00, max: 5000_00 },
  },
  {
    id: "in-apy",
    name: "Atal Pension Yojana",
    category: "pension",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "pran", pattern: "^\\d{12}$", example: "500012345678" },
    sampleRange: { min: 42_00, max: 1454_00 },
  },
  {
    id: "zm-napsa",
    name: "NAPSA",
    category: "pension",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "member-number", pattern: "^\\d{9}$", example: "302145678" },
    sampleRange: { min: 200_00, max: 2000_00 },
  },
  // Water
  {
    id: "in-hmwssb",
    name: "Hyderabad Metro Water (HMWSSB)",
    category: "water",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "consumer-number", pattern: "^\\d{9}$", example: "012345678" },
    sampleRange: { min: 150_00, max: 1400_00 },
  },
  {
    id: "in-djb",
    name: "Delhi Jal Board",
    category: "water",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "consumer-number", pattern: "^\\d{10}$", example: "2030123456" },
    sampleRange: { min: 120_00, max: 1100_00 },
  },
  {
    id: "zm-lwsc",
    name: "Lusaka Water Supply and Sanitation",
    category: "water",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "account-number", pattern: "^\\d{8}$", example: "10234567" },
    sampleRange: { min: 80_00, max: 600_00 },
  },
  // Mobile (postpaid; prepaid numbers are recharged on the recharge screen)
  {
    id: "in-airtel-postpaid",
    name: "Airtel Postpaid",
    category: "mobile",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "mobile-number", pattern: "^[6-9]\\d{9}$", example: "9849012345" },
    sampleRange: { min: 399_00, max: 1499_00 },
  },
  {
    id: "in-jio-postpaid",
    name: "Jio Postpaid",
    category: "mobile",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "mobile-number", pattern: "^[6-9]\\d{9}$", example: "7013012345" },
    sampleRange: { min: 299_00, max: 1199_00 },
  },
  {
    id: "zm-mtn-postpaid",
    name: "MTN Zambia Postpaid",
    category: "mobile",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "mobile-number", pattern: "^(96|76)\\d{7}$", example: "966123456" },
    sampleRange: { min: 100_00, max: 650_00 },
  },
  {
    id: "zm-airtel-postpaid",
    name: "Airtel Zambia Postpaid",
    category: "mobile",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "mobile-number", pattern: "^(97|77)\\d{7}$", example: "977123456" },
    sampleRange: { min: 100_00, max: 600_00 },
  },
  // Satellite TV
  {
    id: "in-tata-play",
    name: "Tata Play",
    category: "satellite-tv",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "subscriber-id", pattern: "^1\\d{9}$", example: "1023456789" },
    sampleRange: { min: 199_00, max: 899_00 },
  },
  {
    id: "in-dish-tv",
    name: "Dish TV",
    category: "satellite-tv",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "smart-card", pattern: "^0\\d{10}$", example: "01234567890" },
    sampleRange: { min: 179_00, max: 799_00 },
  },
  {
    id: "zm-dstv",
    name: "DStv Zambia",
    category: "satellite-tv",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "smart-card", pattern: "^\\d{10}$", example: "4123456789" },
    sampleRange: { min: 120_00, max: 1100_00 },
  },
  {
    id: "zm-gotv",
    name: "GOtv Zambia",
    category: "satellite-tv",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "smart-card", pattern: "^\\d{10}$", example: "2012345678" },
    sampleRange: { min: 60_00, max: 300_00 },
  },
  // Internet
  {
    id: "in-act",
    name: "ACT Fibernet",
    category: "internet",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "account-number", pattern: "^\\d{10}$", example: "1100456721" },
    sampleRange: { min: 599_00, max: 1999_00 },
  },
  {
    id: "in-jiofiber",
    name: "JioFiber",
    category: "internet",
    country: "IN",
    currency: "INR",
    consumerId: { kind: "subscriber-id", pattern: "^\\d{12}$", example: "120012345678" },
    sampleRange: { min: 399_00, max: 1499_00 },
  },
  {
    id: "zm-zamtel-fibre",
    name: "Zamtel Fibre",
    category: "internet",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "account-number", pattern: "^ZM\\d{8}$", example: "ZM10234567" },
    sampleRange: { min: 350_00, max: 1200_00 },
  },
  {
    id: "zm-liquid-home",
    name: "Liquid Home",
    category: "internet",
    country: "ZM",
    currency: "ZMW",
    consumerId: { kind: "account-number", pattern: "^LQ\\d{7}$", example: "LQ4023156" },
    sampleRange: { min: 400_00, max: 1500_00 },
  },
];

export function findBiller(id: string): Biller | undefined {
  return billers.find((biller) => biller.id === id);
}

/**
 * A country's billers in a category, as an account at home in `payer` sees them: billers offered
 * only at home (prepaid units) are left out for accounts paying from abroad.
 */
export function billersFor(category: BillCategory, country: Country, payer: Country): Biller[] {
  return billers.filter(
    (b) => b.category === category && b.country === country && (!b.homeOnly || payer === country),
  );
}

/**
 * People type numbers with spaces, dashes and lower-case letters; billers store them bare. Given
 * the biller, a mobile number written with its calling code or trunk 0 (+260, 0) becomes the
 * national digits, by the one mobile rule of the biller's country.
 */
export function normalizeConsumerNumber(value: string, biller?: Biller): string {
  const bare = value.replace(/[\s-]/g, "").toUpperCase();
  if (biller?.consumerId.kind !== "mobile-number") return bare;
  const mobile = normaliseMobile(bare, homeCountries[biller.country].mobile);
  return mobile.ok ? mobile.value : bare;
}

export function isValidConsumerNumber(biller: Biller, value: string): boolean {
  return new RegExp(biller.consumerId.pattern).test(normalizeConsumerNumber(value, biller));
}

const customerNames: Record<Country, readonly string[]> = {
  IN: ["Priya Sharma", "Ramesh Kumar", "Lakshmi Devi", "Arjun Reddy", "Sana Khan", "Venkat Rao"],
  ZM: ["Chanda Mwila", "Mutale Banda", "Bwalya Phiri", "Natasha Zulu", "Joseph Tembo"],
};

/** FNV-1a: a small, stable hash, so one consumer number always gets the same sample bill. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The calendar date `days` after year/month/day, as an ISO date (months and days may overflow). */
function isoDate(year: number, month: number, day: number, days = 0): string {
  return new Date(Date.UTC(year, month, day + days)).toISOString().slice(0, 10);
}

/** Days from a bill's date to its due date. */
export const BILL_DUE_AFTER_DAYS = 15;

/**
 * The sample bill a biller would return for a consumer number on `today`: the latest bill issued
 * by then. Each number is billed on the same day of every month (the 1st to the 10th) and the bill
 * is due 15 days later, so some sample bills are overdue and some are not. The same number always
 * gives the same amount; a number ending in 000 has nothing due (to show the "no dues" answer).
 */
export function lookupBill(biller: Biller, value: string, today = new Date()): BillLookup {
  // A prepaid meter has no bill: its units are bought for any amount.
  if (biller.prepaidTariff || !isValidConsumerNumber(biller, value)) {
    return { status: "invalid-number" };
  }
  const consumerNumber = normalizeConsumerNumber(value, biller);
  if (consumerNumber.endsWith("000")) return { status: "no-dues" };
  const h = hash(`${biller.id}:${consumerNumber}`);
  const { min, max } = biller.sampleRange;
  const wholeUnits = (max - min) / 100 + 1;
  const amount: Money = { minor: min + (h % wholeUnits) * 100, currency: biller.currency };
  const names = customerNames[biller.country];
  const billDay = 1 + ((h >>> 8) % 10);
  // This month's bill once its day has come, else last month's.
  const month = today.getMonth() - (today.getDate() < billDay ? 1 : 0);
  const year = today.getFullYear();
  const bill: Bill = {
    billerId: biller.id,
    consumerNumber,
    customerName: names[(h >>> 16) % names.length]!,
    amount,
    amountInr: biller.currency === "INR" ? amount : kwachaInRupees(amount.minor),
    billDate: isoDate(year, month, billDay),
    dueDate: isoDate(year, month, billDay, BILL_DUE_AFTER_DAYS),
    nextBillDate: isoDate(year, month + 1, billDay),
  };
  return { status: "due", bill };
}
