/** Money, numbers and dates in Indian style (en-IN grouping: ₹1,00,000). */
import type { Money } from "@repo/ledger/money";

const LOCALE = "en-IN";

/**
 * A formatter made on first use, not when this module loads: a page's first `Intl` object loads
 * the browser's locale data (tens of milliseconds on a slow phone), which should not lengthen the
 * task that evaluates the app's scripts.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const inr = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    }),
);
const plain = onFirstUse(() => new Intl.NumberFormat(LOCALE));

export function formatINR(amount: number): string {
  return inr().format(amount);
}

export function formatNumber(value: number): string {
  return plain().format(value);
}

/**
 * Dates read in the visitor's language ("20 नव॰ 2026" in Hindi); English keeps the Indian style
 * ("20 Nov 2026"). Money and numbers stay in Indian grouping whatever the language.
 */
const dateLocale = (language: string) => (language === "en" ? LOCALE : language);

export function formatDateTime(date: Date, language = "en"): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}

/** `timeZone` pins the day for text that must read the same everywhere (prerendered pages). */
export function formatDate(date: Date, language = "en", timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "medium", timeZone }).format(
    date,
  );
}

/** Alternatives as the language lists them: "6, 7, 8 or 9" in English, "6, 7, 8 या 9" in Hindi. */
export function formatAlternatives(items: readonly string[], language = "en"): string {
  return new Intl.ListFormat(dateLocale(language), { type: "disjunction" }).format(items);
}

/** An amount in a currency's minor units (paise for INR), as the wallet's ledger keeps money. */
export type MinorUnits = Money;

type MoneyFormat = { whole: Intl.NumberFormat; exact: Intl.NumberFormat; digits: number };

const moneyFormats = new Map<string, MoneyFormat>();

function moneyFormat(currency: string, locale: string): MoneyFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // Latin digits everywhere (an Egyptian pound reads "EGP 1,234.50", not in Arabic-Indic digits).
    const options = { style: "currency", currency, numberingSystem: "latn" } as const;
    const exact = new Intl.NumberFormat(locale, options);
    const whole = new Intl.NumberFormat(locale, {
      ...options,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    format = { whole, exact, digits: exact.resolvedOptions().maximumFractionDigits ?? 2 };
    moneyFormats.set(key, format);
  }
  return format;
}

/** Kwacha as Zambians write it: "K1,234.50", the K straight before the figure. */
const kwacha = onFirstUse(
  () => new Intl.NumberFormat("en-ZM", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const kwachaWhole = onFirstUse(() => new Intl.NumberFormat("en-ZM", { maximumFractionDigits: 0 }));

/**
 * The one money formatter. Money kept in minor units, in its currency's own style:
 * `{ minor: 10000000, currency: "INR" }` → "₹1,00,000" (Indian grouping), `{ minor: 123450,
 * currency: "ZMW" }` → "K1,234.50", any other currency through `Intl` in `locale` (the
 * currency's own country's, e.g. "en-KE"; Indian English when none is given). Whole amounts drop
 * the minor digits; any others show all of them ("₹12.50").
 */
export function formatMoney({ minor, currency }: Money, { locale }: { locale?: string } = {}) {
  if (currency === "ZMW") {
    const sign = minor < 0 ? "-" : "";
    const ngwee = Math.abs(minor);
    const figure =
      ngwee % 100 === 0 ? kwachaWhole().format(ngwee / 100) : kwacha().format(ngwee / 100);
    return `${sign}K${figure}`;
  }
  const { whole, exact, digits } = moneyFormat(
    currency,
    currency === "INR" ? LOCALE : (locale ?? LOCALE),
  );
  const scale = 10 ** digits;
  const major = minor / scale;
  return minor % scale === 0 ? whole.format(major) : exact.format(major);
}
