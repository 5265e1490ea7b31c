import { billCategories, findBiller } from "@repo/mock-data/billers";
import type { Biller, BillCategory, Country } from "@repo/mock-data/types";
import * as v from "valibot";

export const COUNTRIES = ["IN", "ZM"] as const satisfies readonly Country[];

/**
 * /bills steps live in the URL (country, then category, then biller), so Back and reload keep
 * the step. Anything unknown falls back to the step before it.
 */
export const billsSearch = v.object({
  country: v.fallback(v.optional(v.picklist(COUNTRIES)), undefined),
  category: v.fallback(v.optional(v.picklist(billCategories as BillCategory[])), undefined),
  biller: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
});

export type BillsSearch = v.InferOutput<typeof billsSearch>;

/** The biller the URL names, when it belongs to the chosen country and category. */
export function billerFor(search: BillsSearch): Biller | undefined {
  const biller = search.biller ? findBiller(search.biller) : undefined;
  if (!biller || biller.category !== search.category) return undefined;
  return biller.country === (search.country ?? "IN") ? biller : undefined;
}
