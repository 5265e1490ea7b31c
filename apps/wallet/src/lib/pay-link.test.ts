import { inr } from "@repo/ledger/money";
import { describe, expect, it, vi } from "vitest";

import {
  canonicalPayLink,
  isExpired,
  type Keyring,
  linkText,
  mobileCountryOf,
  newPayLinkId,
  parsePayLink,
  payeeTransfer,
  type PayLink,
  payLinkQuery,
  payLinkUrl,
  paysInLinkCurrency,
  signPayLink,
  signRequest,
  verifyPayLink,
} from "./pay-link";
import { payLinkSearch } from "./pay-link-search";

const created = new Date("2026-11-21T04:30:00.000Z");
const link: PayLink = {
  id: "REQ7K2M9QX4TB8D",
  kind: "request",
  payee: { name: "Priya Sharma", account: "priya.sharma@sangam" },
  amount: inr(90_050),
  purpose: "Dinner at Paradise",
  createdAt: created.toISOString(),
  expiresAt: "2026-11-28T04:30:00.000Z",
};

describe("signed payment links", () => {
  it("round-trips through the URL and verifies with the payee's sample key", async () => {
    const signed = await signPayLink(link);
    const url = new URL(payLinkUrl(signed));
    expect(url.pathname).toBe("/pay");
    expect(url.searchParams.get("amount")).toBe("900.50");
    expect(url.searchParams.get("cu")).toBe("INR");
    expect(url.searchParams.get("to")).toBe("priya.sharma@sangam");
    const query = payLinkSearch(Object.fromEntries(url.searchParams));
    expect(parsePayLink(query)).toEqual(signed);
    expect(await verifyPayLink(query, created)).toEqual({ ok: true, link: signed });
  });

  it("refuses a link whose amount, payee, note or expiry was edited after signing", async () => {
    const query = payLinkQuery(await signPayLink(link));
    const edits: Partial<typeof query>[] = [
      { amount: "9.50" },
      { name: "Priya Sharma Ltd" },
      { note: "Dinner" },
      { exp: "2027-11-28T04:30:00.000Z" },
      { id: "REQ7K2M9QX4TB8E" },
      { kind: "business" },
    ];
    for (const edit of edits) {
      expect(await verifyPayLink({ ...query, ...edit }, created)).toEqual({
        ok: false,
        reason: "tampered",
      });
    }
    // Same amount written another way: the same link.
    expect((await verifyPayLink({ ...query, amount: "900.5" }, created)).ok).toBe(true);
  });

  it("refuses a signature made with another key, or not a signature at all", async () => {
    const otherKey: Keyring = () => "someone else's secret";
    const forged = payLinkQuery(await signPayLink(link, otherKey));
    expect(await verifyPayLink(forged, created)).toEqual({ ok: false, reason: "tampered" });
    const query = payLinkQuery(await signPayLink(link));
    expect(await verifyPayLink({ ...query, sig: "A".repeat(43) }, created)).toEqual({
      ok: false,
      reason: "tampered",
    });
    expect(await verifyPayLink({ ...query, sig: "short" }, created)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("refuses a genuine link from its expiry on, and keeps a link without one", async () => {
    const signed = await signPayLink(link);
    const query = payLinkQuery(signed);
    const justBefore = new Date(Date.parse(link.expiresAt!) - 1);
    expect((await verifyPayLink(query, justBefore)).ok).toBe(true);
    expect(await verifyPayLink(query, new Date(link.expiresAt!))).toEqual({
      ok: false,
      reason: "expired",
      link: signed,
    });
    const lasting = await signPayLink({ ...link, expiresAt: undefined });
    expect(isExpired(lasting, new Date("2030-01-01T00:00:00.000Z"))).toBe(false);
    expect((await verifyPayLink(payLinkQuery(lasting), new Date("2030-01-01"))).ok).toBe(true);
  });

  it("refuses a payee it has no key for, and will not sign for one", async () => {
    const stranger = { ...link, payee: { name: "Rahul Verma", account: "rahul.verma@sangam" } };
    const signed = await signPayLink(stranger, () => "a key the wallet does not know");
    expect(await verifyPayLink(payLinkQuery(signed), created)).toEqual({
      ok: false,
      reason: "unknown-payee",
    });
    await expect(signPayLink(stranger)).rejects.toThrow(/No link key/);
  });

  it("reads only well-formed fields", async () => {
    const query = payLinkQuery(await signPayLink(link));
    const broken: Partial<typeof query>[] = [
      { id: undefined },
      { id: "req-1" },
      { kind: "refund" },
      { to: "not an account" },
      { name: "" },
      { name: "Priya\u202ESharma" },
      { amount: "0" },
      { amount: "100000.01" },
      { amount: "1e3" },
      { amount: "12.345" },
      { cu: "USD" },
      { note: "two\nlines" },
      { at: "21/11/2026" },
      { exp: "2026-11-20T04:30:00.000Z" },
    ];
    for (const edit of broken) {
      expect(parsePayLink({ ...query, ...edit }), JSON.stringify(edit)).toBeNull();
      expect(await verifyPayLink({ ...query, ...edit }, created)).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
  });

  it("refuses to check or sign a link where the browser has no WebCrypto", async () => {
    const query = payLinkQuery(await signPayLink(link));
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(await verifyPayLink(query, created)).toEqual({ ok: false, reason: "unverifiable" });
      await expect(signPayLink(link)).rejects.toThrow(/WebCrypto/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("signs every field in a fixed order, the amount in minor units", () => {
    expect(canonicalPayLink(link)).toBe(
      '["sangampay-pay-link-1","REQ7K2M9QX4TB8D","request","priya.sharma@sangam","Priya Sharma","INR",90050,"Dinner at Paradise","2026-11-21T04:30:00.000Z","2026-11-28T04:30:00.000Z"]',
    );
  });

  it("makes ids that differ, with the kind's prefix", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPayLinkId("request")));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^REQ[0-9A-Z]{12}$/);
    expect(newPayLinkId("business")).toMatch(/^LNK/);
  });

  it("keeps typed notes to one plain line", () => {
    expect(linkText("  Dinner\n at\u202E Paradise\t")).toBe("Dinner at Paradise");
    expect(linkText(" \n ")).toBeUndefined();
  });

  it("pays a UPI ID by UPI and a mobile number by phone", () => {
    expect(payeeTransfer("priya.sharma@sangam")).toBe("upi");
    expect(payeeTransfer("9876543210")).toBe("phone");
  });
});

describe("payLinkSearch", () => {
  it("keeps the link's fields as text and the confirm step, and drops the rest", () => {
    expect(
      payLinkSearch({ id: "REQ1", amount: 900, step: "confirm", other: "x", note: ["a"] }),
    ).toEqual({ id: "REQ1", amount: "900", step: "confirm" });
    expect(payLinkSearch({ note: "x".repeat(301), step: "pin" })).toEqual({});
  });
});

describe("links in kwacha", () => {
  const kwacha: PayLink = {
    ...link,
    payee: { name: "Mwila Banda", account: "971234567" },
    amount: { minor: 50_050, currency: "ZMW" },
  };

  it("carry their currency and a Zambian account's number, and verify", async () => {
    const signed = await signPayLink(kwacha);
    const query = payLinkQuery(signed);
    expect(query).toMatchObject({ to: "971234567", amount: "500.50", cu: "ZMW" });
    const check = await verifyPayLink(query, created);
    expect(check.ok && check.link.amount).toEqual({ minor: 50_050, currency: "ZMW" });
    expect(payeeTransfer("971234567")).toBe("phone");
    expect(mobileCountryOf("971234567")).toBe("ZM");
    expect(mobileCountryOf("9876543210")).toBe("IN");
  });

  it("are refused in a currency no wallet keeps, and checked against kwacha limits", async () => {
    const query = payLinkQuery(await signPayLink(kwacha));
    expect(parsePayLink({ ...query, cu: "USD" })).toBeNull();
    // K25,000 is one payment's most (`amountProblem`): a link for K25,000.01 is not one.
    const over = payLinkQuery(
      await signPayLink({ ...kwacha, amount: { minor: 2_500_001, currency: "ZMW" } }),
    );
    expect(parsePayLink(over)).toBeNull();
    const most = payLinkQuery(
      await signPayLink({ ...kwacha, amount: { minor: 2_500_000, currency: "ZMW" } }),
    );
    expect(parsePayLink(most)?.amount).toEqual({ minor: 2_500_000, currency: "ZMW" });
  });

  it("are paid only by a wallet in the link's currency", () => {
    expect(paysInLinkCurrency(kwacha, "ZMW")).toBe(true);
    expect(paysInLinkCurrency(kwacha, "INR")).toBe(false);
    expect(paysInLinkCurrency(link, "INR")).toBe(true);
  });
});

describe("signRequest", () => {
  it("makes a request valid for the days chosen from when it was made, that verifies", async () => {
    const request = await signRequest({
      payee: link.payee,
      amount: link.amount,
      purpose: link.purpose,
      now: created,
      days: 7,
    });
    expect(request).toMatchObject({
      kind: "request",
      payee: link.payee,
      amount: link.amount,
      purpose: link.purpose,
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
    });
    expect(request.id).toMatch(/^REQ[0-9A-Z]{12}$/);
    const query = payLinkQuery(request);
    expect(await verifyPayLink(query, created)).toEqual({ ok: true, link: request });
  });
});
