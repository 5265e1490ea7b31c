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

export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium" }).format(date);
}
