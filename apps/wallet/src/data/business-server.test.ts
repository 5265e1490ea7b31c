import { afterEach, describe, expect, it, vi } from "vitest";

import { readServerBook, settleOnServer } from "./business-server";
import { ID } from "./request-fixture";
import { json, serverAnswers } from "./stub-fetch";

afterEach(() => vi.unstubAllGlobals());

const sale = (id: string, amount: string, at: string, linkId: string | null) => ({
  id,
  kind: "p2p",
  status: "posted",
  direction: "received",
  amount,
  currency: "INR",
  counterparty: { name: "SangamPay user 42", maskedPhone: "98•••••042" },
  note: null,
  createdAt: at,
  updatedAt: at,
  reason: null,
  sale: linkId ? "link" : "upi",
  linkId,
});
const settlement = (status: string, at: string) => ({
  id: ID,
  status,
  amount: "49900",
  fee: "250",
  toBank: "49650",
  currency: "INR",
  account: { bankName: "HDFC Bank", branch: "HDFC0001234", last4: "4321" },
  createdAt: at,
  updatedAt: at,
  reason: status === "voided" ? "account_not_found" : null,
});

const business = (bankName: string | null) =>
  json(200, {
    business: {
      id: ID,
      name: "Lakshmi Meals",
      upiId: "lakshmimeals@sangam",
      settlementAccount: { bankName, branch: "ABCD0001234", last4: "0000" },
      createdAt: "2026-11-20T09:00:00Z",
      updatedAt: "2026-11-20T09:00:00Z",
    },
  });

describe("readServerBook", () => {
  it("is the server's sales and settlements, newest first, its balance what may be settled", async () => {
    const sent = serverAnswers(
      json(200, {
        currency: "INR",
        sales: [
          sale("s2", "12050", "2026-11-27T10:00:00Z", null),
          sale("s1", "49900", "2026-11-27T09:00:00Z", "link-1"),
        ],
      }),
      json(200, {
        currency: "INR",
        available: "12050",
        settlements: [
          settlement("pending", "2026-11-27T09:30:00Z"),
          { ...settlement("posted", "2026-11-26T09:30:00Z"), id: "old" },
        ],
      }),
      business("Axis Bank"),
    );
    const book = await readServerBook();
    expect(sent().map((call) => call.url)).toEqual([
      "/me/sales",
      "/me/settlements",
      "/me/business",
    ]);
    // The card names the account the server settles to, not the sample's.
    expect(book!.payoutAccount).toEqual({ bankName: "Axis Bank", last4: "0000" });
    expect(book!.balances).toEqual({
      business: { minor: 12050, currency: "INR" },
      bank: { minor: 49650, currency: "INR" },
    });
    expect(book!.entries.map((e) => `${e.kind} ${e.amount.minor} ${e.status}`)).toEqual([
      "sale 12050 Completed",
      "settlement 49900 Pending",
      "sale 49900 Completed",
      "settlement 49900 Completed",
    ]);
    expect(book!.entries[2]).toMatchObject({
      customer: "SangamPay user 42",
      linkId: "link-1",
      fee: { minor: 0 },
    });
  });

  it("says a failed settlement failed, an unknown bank by its branch; nothing when a read is not answered", async () => {
    serverAnswers(
      json(200, { currency: "INR", sales: [] }),
      json(200, {
        currency: "INR",
        available: "49900",
        settlements: [settlement("voided", "2026-11-27T09:30:00Z")],
      }),
      business(null),
      json(200, { currency: "INR", sales: [] }),
      json(404, { error: { code: "not_found", message: "No business." } }),
      business("Axis Bank"),
    );
    const book = await readServerBook();
    expect(book!.entries[0]).toMatchObject({ status: "Failed" });
    expect(book!.payoutAccount).toEqual({ bankName: "ABCD0001234", last4: "0000" });
    expect(await readServerBook()).toBeNull();
  });
});

describe("settleOnServer", () => {
  it("sends the amount, the PIN and the client's id; says pending, no answer, or the refusal", async () => {
    const sent = serverAnswers(
      json(201, { settlement: settlement("pending", "2026-11-27T09:30:00Z") }),
      new TypeError("Failed to fetch"),
      json(401, { error: { code: "wrong_pin", message: "Wrong PIN: 2 tries left." } }),
    );
    expect(await settleOnServer(ID, 49900, "135790")).toMatchObject({
      ok: true,
      settlement: { status: "Pending", amount: { minor: 49900 }, fee: { minor: 250 } },
    });
    expect(await settleOnServer(ID, 49900, "135790")).toEqual({ ok: false, reason: "no-answer" });
    expect(await settleOnServer(ID, 49900, "000000")).toEqual({
      ok: false,
      reason: "refused",
      message: "Wrong PIN: 2 tries left.",
    });
    // The same id each time: a lost answer sent again settles once.
    expect(sent().map((call) => call.body)).toEqual([
      { id: ID, amount: "49900", pin: "135790" },
      { id: ID, amount: "49900", pin: "135790" },
      { id: ID, amount: "49900", pin: "000000" },
    ]);
  });
});
