import { findBiller, lookupBill } from "@repo/mock-data/billers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { billAmount, billerFor, billsCountry, billToPay } from "./bill-from-search";
import { billsSearch } from "./bills-search";
import { applyPayment, seedLedger } from "./ledger";

const parse = (input: Record<string, unknown>) => v.parse(billsSearch, input);

describe("billsSearch", () => {
  it("keeps a known country, category and biller", () => {
    expect(
      parse({
        country: "ZM",
        category: "water",
        biller: "zm-lwsc",
        number: "10234567",
        amount: "150.50",
        step: "confirm",
      }),
    ).toEqual({
      country: "ZM",
      category: "water",
      biller: "zm-lwsc",
      number: "10234567",
      amount: 150.5,
      step: "confirm",
    });
  });

  it("drops unknown or hostile values instead of failing", () => {
    expect(
      parse({
        country: "US",
        category: "<script>",
        biller: 42,
        number: "1".repeat(25),
        amount: -5,
        step: "pay",
      }),
    ).toEqual({
      country: undefined,
      category: undefined,
      biller: undefined,
      number: undefined,
      amount: undefined,
      step: undefined,
    });
    expect(parse({ amount: "12.345" }).amount).toBeUndefined();
    expect(parse({ amount: 100 }).amount).toBe(100);
  });
});

describe("billerFor", () => {
  it("finds the biller only within the chosen country and category", () => {
    expect(billerFor({ category: "electricity", biller: "in-tsspdcl" }, "IN")?.name).toBe(
      "TSSPDCL Electricity",
    );
    expect(
      billerFor({ country: "ZM", category: "electricity", biller: "in-tsspdcl" }, "IN"),
    ).toBeUndefined();
    expect(billerFor({ category: "water", biller: "in-tsspdcl" }, "IN")).toBeUndefined();
    expect(billerFor({ category: "water", biller: "nope" }, "IN")).toBeUndefined();
  });

  it("keeps a Zambian account at home and prepaid units for Zambian accounts", () => {
    const prepaid = { category: "electricity", biller: "zm-zesco-prepaid" } as const;
    expect(billerFor(prepaid, "ZM")?.name).toBe("ZESCO prepaid");
    expect(billerFor({ ...prepaid, country: "IN" }, "ZM")?.name).toBe("ZESCO prepaid");
    expect(billerFor({ ...prepaid, country: "ZM" }, "IN")).toBeUndefined();
    expect(billerFor({ category: "electricity", biller: "in-tsspdcl" }, "ZM")).toBeUndefined();
    expect(billsCountry({ country: "IN" }, "ZM")).toBe("ZM");
    expect(billsCountry({ country: "ZM" }, "IN")).toBe("ZM");
    expect(billsCountry({}, "IN")).toBe("IN");
  });
});

describe("billAmount", () => {
  const zra = lookupBill(findBiller("zm-zra")!, "1001234567", new Date(2026, 10, 23));
  if (zra.status !== "due") throw new Error("expected a bill");

  it("pays a Zambian bill in kwacha from a Zambian wallet, in rupees from an Indian one", () => {
    expect(billAmount(zra.bill, "ZMW")).toEqual({ minor: zra.bill.amount.minor, currency: "ZMW" });
    expect(billAmount(zra.bill, "INR")).toEqual({
      minor: zra.bill.amountInr.minor,
      currency: "INR",
    });
  });
});

describe("billToPay", () => {
  const today = new Date(2026, 10, 23);
  const biller = findBiller("zm-zra")!;
  const zra = lookupBill(biller, "1001234567", today);
  if (zra.status !== "due") throw new Error("expected a bill");

  it("pays a due bill once: then it stands paid, by the entry that paid it", () => {
    const due = billToPay(seedLedger("ZM"), biller, zra.bill, "ZMW", today);
    expect(due).toMatchObject({
      refusal: null,
      payment: { kind: "bill", recipient: "1001234567", name: biller.name },
    });
    const outcome = applyPayment(seedLedger("ZM"), due.payment!, today);
    if (!outcome.ok) throw new Error("expected the payment to go");
    const after = billToPay(outcome.ledger, biller, zra.bill, "ZMW", today);
    expect(after.payment).toBeUndefined();
    expect(after.paid?.id).toBe(outcome.payment.id);
  });

  it("says why the ledger refuses a bill the balance does not cover", () => {
    const none = { minor: 0, currency: "ZMW" };
    const empty = { ...seedLedger("ZM"), balances: { bank: none, wallet: none } };
    expect(billToPay(empty, biller, zra.bill, "ZMW", today).refusal).toMatchObject({
      reason: "insufficient",
    });
  });
});
