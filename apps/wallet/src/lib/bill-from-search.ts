import { fromMajor, type Money, rupees } from "@repo/ledger/money";
import { findBiller } from "@repo/mock-data/billers";
import type { Bill, Biller, Country } from "@repo/mock-data/types";

import type { BillsSearch } from "./bills-search";

/** The billers' country on screen: an Indian account chooses (India unless the URL says); a Zambian one pays at home. */
export function billsCountry(search: BillsSearch, home: Country): Country {
  return home === "IN" ? (search.country ?? "IN") : home;
}

/**
 * The biller the URL names, when it belongs to the chosen country and category and is offered to
 * this account (prepaid units only at home).
 */
export function billerFor(search: BillsSearch, home: Country): Biller | undefined {
  const biller = search.biller ? findBiller(search.biller) : undefined;
  if (!biller || biller.category !== search.category) return undefined;
  if (biller.homeOnly && biller.country !== home) return undefined;
  return biller.country === billsCountry(search, home) ? biller : undefined;
}

/**
 * What the wallet pays for a bill: the bill's own amount when it is in the wallet's currency,
 * else the rupees it converts to (a Zambian bill paid from an Indian wallet).
 */
export function billAmount(bill: Bill, currency: Bill["currency"]): Money {
  return bill.currency === currency ? fromMajor(bill.amount, currency) : rupees(bill.amountInr);
}
