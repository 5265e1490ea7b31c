import { type Balances, type PersonalKind, personalKinds } from "@repo/ledger/kinds";
import { isCurrencyCode } from "@repo/ledger/money";
import type { TransactionCategory } from "@repo/mock-data/types";
import { homeCountries, homeCountryCodes } from "@repo/pricing/home-countries";
import * as v from "valibot";

import type { LedgerEntry } from "../lib/ledger";
import { NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "../lib/limits";
import { TRANSFER_KINDS, TRANSFER_TYPES, type TransferType } from "../lib/send-money-search";

/**
 * What a stored or imported ledger entry must look like. Anything read back from the browser's
 * storage or from a file is untrusted: an entry that does not fit is set aside, never shown.
 */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A ledger keeps its home country's currency: rupees or kwacha. */
export const moneySchema = v.object({
  minor: v.pipe(v.number(), v.safeInteger()),
  currency: v.picklist(homeCountryCodes.map((code) => homeCountries[code].currency)),
});

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A cross-border payment's destination and quote; the amount received is in any quoted currency. */
const crossBorderSchema = v.object({
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  receive: v.object({ minor: count, currency: v.pipe(v.string(), v.check(isCurrencyCode)) }),
  rate: count,
  midRate: count,
  marginBps: count,
  delivery: v.picklist(["mobileMoney", "bank", "upi"]),
  estimate: v.optional(
    v.object({
      unit: v.picklist(["minutes", "hours", "days"]),
      max: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(60)),
    }),
  ),
  network: v.optional(text(40)),
});

/** Prepaid electricity: the meter's 20-digit token and the energy it loads. */
const prepaidSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^\d{20}$/)),
  energyWh: count,
});

export const balancesSchema = v.object({ bank: moneySchema, wallet: moneySchema });

/**
 * Kinds an older wallet recorded: "send" for every payment to a person or a link, "cross-border"
 * abroad. They are read as today's kinds (`currentKind`).
 */
const OLDER_KINDS = ["send", "cross-border"] as const;

/** What a line paid once (`paidOnceKey`): a bill's cycle, or a link. */
const PAID_ONCE_KEY = /^(?:bill:[\w.-]{1,40}:[\w.-]{1,40}:\d{4}-\d\d-\d\d|link:[A-Z0-9]{6,32})$/;

/**
 * An older line's kind as today's: a payment through a link by the link's kind (its id's prefix
 * says which), else by how it was sent, else (lines that did not say) by its recipient.
 */
function currentKind(entry: {
  kind?: PersonalKind | (typeof OLDER_KINDS)[number];
  transfer?: TransferType;
  linkId?: string;
  recipient?: string;
}): PersonalKind | undefined {
  if (entry.kind === "cross-border") return "international";
  if (entry.kind !== "send") return entry.kind;
  if (entry.linkId) return entry.linkId.startsWith("REQ") ? "request" : "link";
  if (entry.transfer) return TRANSFER_KINDS[entry.transfer];
  return /^\d+$/.test(entry.recipient ?? "") ? "mobile" : "upi";
}

const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/),
  v.check((date) => !Number.isNaN(Date.parse(date))),
);

const storedEntrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  name: text(RECIPIENT_MAX_LENGTH * 2),
  amount: moneySchema,
  type: v.picklist(["expense", "income"]),
  category: v.picklist([
    "transfer",
    "shopping",
    "food",
    "bills",
    "recharge",
    "salary",
    "add-money",
    "cashback",
  ] satisfies TransactionCategory[]),
  date: isoDate,
  // Money abroad is on its way until the time it settles; everything else completed at once.
  status: v.picklist(["Completed", "Pending"]),
  settlesAt: v.optional(isoDate),
  kind: v.optional(v.picklist([...personalKinds, ...OLDER_KINDS])),
  recipient: v.optional(text(RECIPIENT_MAX_LENGTH * 2)),
  note: v.optional(text(NOTE_MAX_LENGTH)),
  method: v.optional(v.picklist(["wallet", "bank", "card"])),
  transfer: v.optional(v.picklist(TRANSFER_TYPES)),
  ifsc: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/))),
  sortCode: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/))),
  linkId: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{6,32}$/))),
  fee: v.optional(moneySchema),
  crossBorder: v.optional(crossBorderSchema),
  prepaid: v.optional(prepaidSchema),
  paidOnce: v.optional(v.pipe(v.string(), v.regex(PAID_ONCE_KEY))),
});

export const entrySchema = v.pipe(
  storedEntrySchema,
  v.transform(({ kind, ...entry }): LedgerEntry => {
    const current = currentKind({ kind, ...entry });
    return current ? { ...entry, kind: current } : entry;
  }),
);

/** The entry, checked, or null when it is not one. */
export function validEntry(raw: unknown): LedgerEntry | null {
  const result = v.safeParse(entrySchema, raw);
  return result.success ? result.output : null;
}

export function validBalances(raw: unknown): Balances | null {
  const result = v.safeParse(balancesSchema, raw);
  return result.success ? result.output : null;
}
