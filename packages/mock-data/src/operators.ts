import type { Operator, OperatorId, RechargePlan } from "./types";

/**
 * Indian mobile operators with sample number series. Numbers keep their operator when ported, so
 * a real app asks the operator's database; the demo detects from these series and lets the
 * person choose when it cannot tell.
 */
export const operators: Operator[] = [
  { id: "jio", name: "Jio", prefixes: ["6300", "7013", "7075", "8978", "9059"] },
  { id: "airtel", name: "Airtel", prefixes: ["9000", "9812", "9845", "9849", "9866", "9876"] },
  { id: "vi", name: "Vi", prefixes: ["9823", "9848", "9856", "9885"] },
  { id: "bsnl", name: "BSNL", prefixes: ["9440", "9441", "9491"] },
];

export function findOperator(id: string): Operator | undefined {
  return operators.find((operator) => operator.id === id);
}

/** The operator a number's series belongs to, once at least four digits are typed. */
export function detectOperator(mobileNumber: string): Operator | undefined {
  const series = mobileNumber.replace(/\D/g, "").slice(0, 4);
  if (series.length < 4) return undefined;
  return operators.find((operator) => operator.prefixes.includes(series));
}

/** Sample plans per operator, cheapest first. */
export const rechargePlans: RechargePlan[] = [
  {
    id: "jio-data-61",
    operatorId: "jio",
    price: { minor: 61_00, currency: "INR" },
    validityDays: 28,
    dataGb: 6,
    dataPer: "pack",
    unlimitedCalls: false,
    smsPerDay: 0,
  },
  {
    id: "jio-239",
    operatorId: "jio",
    price: { minor: 239_00, currency: "INR" },
    validityDays: 22,
    dataGb: 1.5,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
  },
  {
    id: "jio-299",
    operatorId: "jio",
    price: { minor: 299_00, currency: "INR" },
    validityDays: 28,
    dataGb: 1.5,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
    popular: true,
  },
  {
    id: "jio-719",
    operatorId: "jio",
    price: { minor: 719_00, currency: "INR" },
    validityDays: 70,
    dataGb: 2,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
  },
  {
    id: "airtel-data-65",
    operatorId: "airtel",
    price: { minor: 65_00, currency: "INR" },
    validityDays: 28,
    dataGb: 4,
    dataPer: "pack",
    unlimitedCalls: false,
    smsPerDay: 0,
  },
  {
    id: "airtel-199",
    operatorId: "airtel",
    price: { minor: 199_00, currency: "INR" },
    validityDays: 28,
    dataGb: 2,
    dataPer: "pack",
    unlimitedCalls: true,
    smsPerDay: 100,
  },
  {
    id: "airtel-299",
    operatorId: "airtel",
    price: { minor: 299_00, currency: "INR" },
    validityDays: 28,
    dataGb: 1,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
    popular: true,
  },
  {
    id: "airtel-549",
    operatorId: "airtel",
    price: { minor: 549_00, currency: "INR" },
    validityDays: 56,
    dataGb: 2,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
  },
  {
    id: "vi-199",
    operatorId: "vi",
    price: { minor: 199_00, currency: "INR" },
    validityDays: 28,
    dataGb: 1,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
  },
  {
    id: "vi-299",
    operatorId: "vi",
    price: { minor: 299_00, currency: "INR" },
    validityDays: 28,
    dataGb: 1.5,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
    popular: true,
  },
  {
    id: "vi-479",
    operatorId: "vi",
    price: { minor: 479_00, currency: "INR" },
    validityDays: 56,
    dataGb: 1.5,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
  },
  {
    id: "bsnl-107",
    operatorId: "bsnl",
    price: { minor: 107_00, currency: "INR" },
    validityDays: 35,
    dataGb: 3,
    dataPer: "pack",
    unlimitedCalls: false,
    smsPerDay: 0,
  },
  {
    id: "bsnl-197",
    operatorId: "bsnl",
    price: { minor: 197_00, currency: "INR" },
    validityDays: 70,
    dataGb: 2,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
    popular: true,
  },
  {
    id: "bsnl-397",
    operatorId: "bsnl",
    price: { minor: 397_00, currency: "INR" },
    validityDays: 150,
    dataGb: 2,
    dataPer: "day",
    unlimitedCalls: true,
    smsPerDay: 100,
  },
];

export function plansFor(operatorId: OperatorId): RechargePlan[] {
  return rechargePlans.filter((plan) => plan.operatorId === operatorId);
}
