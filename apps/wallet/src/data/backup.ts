import type { Balances } from "@repo/ledger/kinds";
import * as v from "valibot";

import type { LedgerEntry } from "../lib/ledger";
import { balancesSchema, entrySchema } from "./entry-schema";

/**
 * A backup file: everything the wallet keeps, as JSON. Importing one replaces what is kept, so
 * a file is taken only when every part of it checks out.
 */
/** An entry that could not be read as one, kept as it was found. */
export type SetAside = {
  /** Its transaction id, when it still had a readable one. */
  id: string | null;
  raw: unknown;
  /** ISO 8601: when it was set aside. */
  setAsideAt: string;
};

export const BACKUP_FORMAT = "sangampay-wallet-backup";
export const BACKUP_VERSION = 1;

export type Backup = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  balances: Balances;
  /** The balances before the first payment made here; see balance-check.ts. */
  opening: Balances;
  /** Newest first. */
  entries: LedgerEntry[];
  setAside: SetAside[];
};

const backupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  balances: balancesSchema,
  opening: balancesSchema,
  entries: v.array(entrySchema),
  setAside: v.array(
    v.object({
      id: v.nullable(v.pipe(v.string(), v.maxLength(200))),
      raw: v.unknown(),
      setAsideAt: v.string(),
    }),
  ),
});

export function backupFileName(now: Date): string {
  return `sangampay-backup-${now.toISOString().slice(0, 10)}.json`;
}

export function backupText(backup: Backup): string {
  return JSON.stringify(backup);
}

/** The backup in a file's text, or null when the text is not one. */
export function parseBackup(text: string): Backup | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(backupSchema, parsed);
  if (!result.success) return null;
  const ids = new Set(result.output.entries.map((entry) => entry.id));
  if (ids.size !== result.output.entries.length) return null;
  // A wallet keeps one currency: a file that mixes rupees and kwacha is not its backup.
  const { balances, opening, entries } = result.output;
  const currency = balances.wallet.currency;
  const amounts = [balances.bank, opening.bank, opening.wallet, ...entries.map((e) => e.amount)];
  if (amounts.some((money) => money.currency !== currency)) return null;
  return result.output;
}

/** The currency of the wallet a backup was made in. */
export function backupCurrency(backup: Backup): string {
  return backup.balances.wallet.currency;
}

export type BackupPreview = {
  entries: number;
  /** Oldest and newest entry dates; null for a backup without entries. */
  from: string | null;
  to: string | null;
  balances: Balances;
  setAside: number;
};

export function previewBackup(backup: Backup): BackupPreview {
  let from: string | null = null;
  let to: string | null = null;
  for (const { date } of backup.entries) {
    if (from === null || Date.parse(date) < Date.parse(from)) from = date;
    if (to === null || Date.parse(date) > Date.parse(to)) to = date;
  }
  return {
    entries: backup.entries.length,
    from,
    to,
    balances: backup.balances,
    setAside: backup.setAside.length,
  };
}
