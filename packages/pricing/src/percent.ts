import { BASIS_POINTS } from "@repo/ledger/fees";

/**
 * A rate in basis points as a percentage for copy ("1.5%", "0%"), in the given language's digits
 * and decimal sign (en-IN by default). The rates themselves are the ledger's (`@repo/ledger/fees`).
 */
export function formatPercent(bps: number, locale = "en-IN"): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    bps / BASIS_POINTS,
  );
}
