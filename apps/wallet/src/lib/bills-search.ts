import { billCategories } from "@repo/mock-data/bill-categories";
import type { Country } from "@repo/mock-data/types";
import * as v from "valibot";

import { amountSchema } from "./send-money-search";
import { stepSearch } from "./step-search";

export const COUNTRIES = ["IN", "ZM"] as const satisfies readonly Country[];

/**
 * /bills steps live in the URL (country, then category, then biller, the consumer number whose
 * bill was fetched or the meter and amount of prepaid units, then confirm), so Back and reload
 * keep the step and the fetched bill.
 * Anything unknown falls back to the step before it. This schema loads with the app's
 * entry, so it names categories only; the billers' data stays in the screen's own chunk.
 */
export const billsSearch = v.object({
  country: v.fallback(v.optional(v.picklist(COUNTRIES)), undefined),
  category: v.fallback(v.optional(v.picklist(billCategories)), undefined),
  biller: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  /** Checked against the biller's format by the screen. */
  number: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(24))), undefined),
  /** A prepaid purchase's amount in the account's main unit; checked again by the ledger. */
  amount: v.fallback(v.optional(amountSchema), undefined),
  ...stepSearch.entries,
});

export type BillsSearch = v.InferOutput<typeof billsSearch>;
