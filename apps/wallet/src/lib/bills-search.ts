import { billCategories } from "@repo/mock-data/bill-categories";
import type { Country } from "@repo/mock-data/types";
import * as v from "valibot";

export const COUNTRIES = ["IN", "ZM"] as const satisfies readonly Country[];

/**
 * /bills steps live in the URL (country, then category, then biller), so Back and reload keep
 * the step. Anything unknown falls back to the step before it. This schema loads with the app's
 * entry, so it names categories only; the billers' data stays in the screen's own chunk.
 */
export const billsSearch = v.object({
  country: v.fallback(v.optional(v.picklist(COUNTRIES)), undefined),
  category: v.fallback(v.optional(v.picklist(billCategories)), undefined),
  biller: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
});

export type BillsSearch = v.InferOutput<typeof billsSearch>;
