import { findBiller } from "@repo/mock-data/billers";
import type { Biller } from "@repo/mock-data/types";

import type { BillsSearch } from "./bills-search";

/** The biller the URL names, when it belongs to the chosen country and category. */
export function billerFor(search: BillsSearch): Biller | undefined {
  const biller = search.biller ? findBiller(search.biller) : undefined;
  if (!biller || biller.category !== search.category) return undefined;
  return biller.country === (search.country ?? "IN") ? biller : undefined;
}
