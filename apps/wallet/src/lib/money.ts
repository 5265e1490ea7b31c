import { formatMoney } from "@repo/ui/lib/format";

/**
 * Money itself (integer minor units with a currency, and reading and writing amounts) is
 * `@repo/ledger/money`'s; this is only how the wallet's screens write a currency's sign.
 */

/** A currency's sign as the one formatter writes it: "₹" for rupees, "K" for kwacha. */
export function currencySymbol(currency: string): string {
  return formatMoney({ minor: 0, currency }).replace(/[\d\s.,]/g, "");
}
