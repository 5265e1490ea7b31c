import type { LedgerEntry } from "./ledger";

/**
 * Prepaid electricity. A token is the 20 digits a meter takes to load the units bought: a real
 * one is made by the utility's vending system; the wallet makes one in the browser from the
 * system's random numbers, so no two purchases share one.
 */
export const TOKEN_DIGITS = 20;
/** Digits per group as the token is read out and typed into a meter: 4-4-4-4-4. */
export const TOKEN_GROUP = 4;

const TOKEN = new RegExp(`^\\d{${TOKEN_DIGITS}}$`);

export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

/** A new token: 20 uniformly random decimal digits. */
export function newToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let digits = "";
  while (digits.length < TOKEN_DIGITS) {
    for (const byte of random(new Uint8Array(TOKEN_DIGITS))) {
      // 250 is the largest multiple of 10 a byte holds: bytes above it would favour 0-5.
      if (byte < 250 && digits.length < TOKEN_DIGITS) digits += String(byte % 10);
    }
  }
  return digits;
}

/** "12345678901234567890" → "1234 5678 9012 3456 7890". */
export function formatToken(token: string): string {
  return token.match(new RegExp(`.{1,${TOKEN_GROUP}}`, "g"))?.join(" ") ?? token;
}

/**
 * Energy bought for this meter in `now`'s calendar month (local time), in watt-hours: the tariff
 * prices the next units by what the month has had already.
 */
export function boughtThisMonth(
  transactions: readonly LedgerEntry[],
  meter: string,
  now: Date,
): number {
  let wh = 0;
  for (const entry of transactions) {
    if (!entry.prepaid || entry.recipient !== meter) continue;
    const date = new Date(entry.date);
    if (date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth()) {
      wh += entry.prepaid.energyWh;
    }
  }
  return wh;
}

/** Watt-hours as kWh to one decimal, rounded down (a meter never gets more than was paid for). */
export function formatKwh(wh: number, language = "en"): string {
  return new Intl.NumberFormat(language === "en" ? "en-ZM" : language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    numberingSystem: "latn",
  }).format(Math.floor(wh / 100) / 10);
}
