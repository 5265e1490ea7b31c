/** Money, numbers and dates in Indian style (en-IN grouping: ₹1,00,000). */
const LOCALE = "en-IN";

const inr = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const plain = new Intl.NumberFormat(LOCALE);

export function formatINR(amount: number): string {
  return inr.format(amount);
}

export function formatNumber(value: number): string {
  return plain.format(value);
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

export function formatDate(date: Date, language = "en"): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "medium" }).format(date);
}

/** An amount in a currency's minor units (paise for INR), as the wallet's ledger keeps money. */
export type MinorUnits = { minor: number; currency: string };

const moneyFormats = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();

function moneyFormat(currency: string) {
  let format = moneyFormats.get(currency);
  if (!format) {
    const exact = new Intl.NumberFormat(LOCALE, { style: "currency", currency });
    const whole = new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    format = { whole, exact };
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * Money kept in minor units: `{ minor: 10000000, currency: "INR" }` → "₹1,00,000". Whole amounts
 * drop the minor digits; any others show all of them ("₹12.50").
 */
export function formatMoney({ minor, currency }: MinorUnits): string {
  const { whole, exact } = moneyFormat(currency);
  const digits = exact.resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** digits;
  const major = minor / scale;
  return minor % scale === 0 ? whole.format(major) : exact.format(major);
}
