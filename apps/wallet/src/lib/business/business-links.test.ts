import { inr, rupees } from "@repo/ledger/money";
import { sampleBusiness } from "@repo/mock-data/business";
import { describe, expect, it } from "vitest";

import type { LedgerEntry } from "../ledger";
import { payLinkQuery, verifyPayLink } from "../pay-link";
import { createBusinessLink, linkQuote, salesForPaidLinks, storedLink } from "./business-links";

const NOW = new Date("2026-11-21T04:30:00.000Z");
const VPA = "asha.kirana.store@sangambiz";
const draft = {
  businessName: "Asha Kirana Store",
  businessVpa: VPA,
  amount: rupees(499),
  purpose: "Order 1042",
  expiry: 1 as const,
};

describe("the business's payment links", () => {
  it("charges the payment-link fee from pricing on each payment", () => {
    expect(linkQuote(rupees(499))).toEqual({
      amount: rupees(499),
      fee: inr(749),
      toBusiness: inr(49_151),
    });
    expect(linkQuote(rupees(10_000)).fee).toEqual(rupees(150));
  });

  it("signs a link to the business's UPI ID that the pay screen accepts", async () => {
    const link = await createBusinessLink(draft, NOW);
    expect(link.kind).toBe("business");
    expect(link.id).toMatch(/^LNK[0-9A-Z]{12}$/);
    expect(link.payee).toEqual({ name: "Asha Kirana Store", account: VPA });
    expect(link.expiresAt).toBe("2026-11-22T04:30:00.000Z");
    const check = await verifyPayLink(payLinkQuery(link), NOW);
    expect(check).toEqual({ ok: true, link });
    expect(storedLink(JSON.parse(JSON.stringify(link)), VPA)).toEqual(link);
  });

  it("refuses an edited amount and an expired link", async () => {
    const link = await createBusinessLink(draft, NOW);
    const edited = { ...payLinkQuery(link), amount: "49" };
    expect(await verifyPayLink(edited, NOW)).toEqual({ ok: false, reason: "tampered" });
    const renamed = { ...payLinkQuery(link), name: "Someone Else" };
    expect(await verifyPayLink(renamed, NOW)).toEqual({ ok: false, reason: "tampered" });
    const dayLater = new Date(NOW.getTime() + 86_400_000);
    expect(await verifyPayLink(payLinkQuery(link), dayLater)).toMatchObject({
      ok: false,
      reason: "expired",
    });
  });

  it("never keeps a stored link that is not the business's own", async () => {
    expect(storedLink({ id: "nonsense" }, VPA)).toBeNull();
    expect(storedLink(null, VPA)).toBeNull();
    const link = await createBusinessLink(draft, NOW);
    expect(storedLink({ ...link, kind: "request" }, VPA)).toBeNull();
    // Another business's link, even one signed with its own key, is not this one's.
    const other = await createBusinessLink({ ...draft, businessVpa: "other.shop@sangambiz" }, NOW);
    expect(storedLink(other, VPA)).toBeNull();
  });

  it("keeps links made to the sample's UPI ID before each business had its own", async () => {
    const old = await createBusinessLink({ ...draft, businessVpa: sampleBusiness.vpa }, NOW);
    expect(storedLink(JSON.parse(JSON.stringify(old)), VPA)).toEqual(old);
  });

  it("turns a paid link into one sale, less the fee, however often it is seen", async () => {
    const link = await createBusinessLink(draft, NOW);
    const payment: LedgerEntry = {
      id: "TXN0000000042",
      name: "Asha Kirana Store",
      amount: rupees(-499),
      type: "expense",
      category: "transfer",
      date: NOW.toISOString(),
      status: "Completed",
      kind: "link",
      linkId: link.id,
    };
    const paid = new Map([[link.id, payment]]);
    const [sale, ...rest] = salesForPaidLinks([link], paid, []);
    expect(rest).toEqual([]);
    expect(sale).toMatchObject({
      id: "TXN0000000042",
      amount: rupees(499),
      fee: inr(749),
      linkId: link.id,
      outletId: sampleBusiness.outlets[0]!.id,
      status: "Completed",
    });
    expect(salesForPaidLinks([link], paid, [sale!])).toEqual([]);
    expect(salesForPaidLinks([link], new Map(), [])).toEqual([]);
  });
});
