import type { Money } from "@repo/ledger/money";
import { findPaid, paidOnceKey, paidThingOf } from "@repo/ledger/paid-once";
import { checkPayment } from "@repo/ledger/payment";
import { findBiller } from "@repo/mock-data/billers";
import type { Bill, Biller, Country, SampleCurrency } from "@repo/mock-data/types";

import type { BillsSearch } from "./bills-search";
import type { Ledger, LedgerEntry, PaymentInput, PayRefusal } from "./ledger";

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
export function billAmount(bill: Bill, currency: SampleCurrency): Money {
  return bill.amount.currency === currency ? bill.amount : bill.amountInr;
}

/**
 * A due bill as the wallet pays it, and where it stands. A bill is paid once (the ledger refuses
 * a second payment, from this tab or another): once paid, `paid` is the entry that paid it and
 * there is nothing to pay; else `payment`, with the ledger's `refusal` of it (null when it may go).
 */
export function billToPay(
  ledger: Ledger,
  biller: Biller,
  bill: Bill,
  currency: SampleCurrency,
  today: Date,
):
  | { paid: LedgerEntry; payment?: undefined; refusal: null }
  | { paid?: undefined; payment: PaymentInput; refusal: PayRefusal | null } {
  const payment: PaymentInput = {
    kind: "bill",
    recipient: bill.consumerNumber,
    name: biller.name,
    amount: billAmount(bill, currency),
    bill: { billerId: bill.billerId, billDate: bill.billDate },
  };
  const thing = paidThingOf(payment);
  const paid = thing ? findPaid(ledger.transactions, paidOnceKey(thing)) : undefined;
  return paid
    ? { paid, refusal: null }
    : { payment, refusal: checkPayment(ledger, payment, today) };
}
