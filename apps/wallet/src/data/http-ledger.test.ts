import { rupees } from "@repo/ledger/money";
import { corridorFor } from "@repo/pricing/corridors";
import { quoteFromSend } from "@repo/pricing/quote";
import { afterEach, describe, expect, it, vi } from "vitest";

import { crossBorderOf } from "../lib/cross-border";
import { entryOfTransfer, HttpLedger, type TransferView } from "./http-ledger";
import { json, serverAnswers } from "./stub-fetch";

const NOW = new Date("2026-11-26T06:00:00Z");
const approval = { pin: "482913", id: "0a4f8f5e-7d1c-4b59-9f3e-2a6c1b0d9e11" };

const view = (over: Partial<TransferView> = {}): TransferView => ({
  id: approval.id,
  kind: "p2p",
  status: "posted",
  direction: "sent",
  amount: "50000",
  currency: "INR",
  counterparty: { name: "Ravi Kumar", maskedPhone: "+91 ••••• •3210" },
  note: null,
  createdAt: NOW.toISOString(),
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe("HttpLedger.pay", () => {
  it("pays a mobile number with the confirm step's id and PIN, named as the registry names them", async () => {
    const sent = serverAnswers(json(201, { transfer: view() }));
    const result = await new HttpLedger().pay(
      { kind: "mobile", recipient: " 9876543210 ", amount: rupees(500), note: "Lunch" },
      NOW,
      approval,
    );
    expect(sent()).toEqual([
      {
        url: "/payments",
        body: {
          id: approval.id,
          pin: approval.pin,
          to: { phone: "9876543210" },
          amount: "50000",
          currency: "INR",
          note: "Lunch",
        },
      },
    ]);
    expect(result).toMatchObject({
      ok: true,
      payment: { id: approval.id, name: "Ravi Kumar", status: "Completed", amount: rupees(500) },
    });
  });

  it("sends a bank transfer by the rail, on its way until the rail settles it", async () => {
    const sent = serverAnswers(
      json(201, {
        transfer: {
          id: approval.id,
          kind: "bank_transfer",
          status: "pending",
          amount: "75000",
          currency: "INR",
          createdAt: NOW.toISOString(),
        },
      }),
    );
    const result = await new HttpLedger().pay(
      {
        kind: "bank-account",
        recipient: "123456789012",
        ifsc: "ICIC0001234",
        name: "Anita Rao",
        amount: rupees(750),
      },
      NOW,
      approval,
    );
    expect(sent()[0]).toEqual({
      url: "/bank-transfers",
      body: {
        id: approval.id,
        pin: approval.pin,
        accountNumber: "123456789012",
        branch: "ICIC0001234",
        holderName: "Anita Rao",
        amount: "75000",
      },
    });
    expect(result).toMatchObject({ ok: true, payment: { name: "Anita Rao", status: "Pending" } });
  });

  it("says what the server's refusals mean, and that no answer means nothing is known", async () => {
    serverAnswers(
      json(404, { error: { code: "no_such_payee", message: "No account" } }),
      new TypeError("Failed to fetch"),
      json(503, { error: { code: "unavailable", message: "Try again" } }),
      json(422, { error: { code: "insufficient_funds", message: "Not enough money." } }),
    );
    const ledger = new HttpLedger();
    const pay = () =>
      ledger.pay({ kind: "upi", recipient: "ravi@oksbi", amount: rupees(1) }, NOW, approval);
    expect(await pay()).toEqual({ ok: false, refusal: { reason: "no-account" } });
    expect(await pay()).toEqual({ ok: false, refusal: { reason: "no-answer" } });
    expect(await pay()).toEqual({ ok: false, refusal: { reason: "no-answer" } });
    expect(await pay()).toEqual({
      ok: false,
      refusal: { reason: "refused", message: "Not enough money." },
    });
  });

  it("pays a request between accounts at its own address, with the approval alone", async () => {
    const requestId = "5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d";
    const sent = serverAnswers(
      json(201, {
        transfer: view({ counterparty: { name: "Asha Menon", maskedPhone: "+91 ••••• •0017" } }),
        request: {},
      }),
    );
    const result = await new HttpLedger().pay(
      { kind: "request", recipient: "+91 ••••• •0017", amount: rupees(300), requestId },
      NOW,
      approval,
    );
    expect(sent()).toEqual([
      { url: `/requests/${requestId}/pay`, body: { id: approval.id, pin: approval.pin } },
    ]);
    expect(result).toMatchObject({
      ok: true,
      payment: { id: approval.id, kind: "request", name: "Asha Menon", status: "Completed" },
    });
    // A request kind without a request between accounts (the local build's links) is not sent.
    expect(
      await new HttpLedger().pay(
        { kind: "request", recipient: "9876543210", amount: rupees(300) },
        NOW,
        approval,
      ),
    ).toEqual({ ok: false, refusal: { reason: "not-connected" } });
  });

  it("pays a merchant's link at its request's address; a link paid already is said so", async () => {
    const requestId = "5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d";
    const sent = serverAnswers(
      json(201, {
        transfer: view({ counterparty: { name: "Asha Kirana", maskedPhone: "+91 ••••• •0017" } }),
        request: {},
      }),
      json(409, { error: { code: "already_paid", message: "This has already been paid." } }),
    );
    const link = {
      kind: "link" as const,
      recipient: "+91 ••••• •0017",
      amount: rupees(499),
      requestId,
    };
    const ledger = new HttpLedger();
    expect(await ledger.pay(link, NOW, approval)).toMatchObject({
      ok: true,
      payment: { kind: "link", name: "Asha Kirana", amount: rupees(499), status: "Completed" },
    });
    expect(await ledger.pay(link, NOW, { ...approval, id: "another" })).toEqual({
      ok: false,
      refusal: { reason: "link-paid" },
    });
    expect(sent()).toEqual([
      { url: `/requests/${requestId}/pay`, body: { id: approval.id, pin: approval.pin } },
      { url: `/requests/${requestId}/pay`, body: { id: "another", pin: approval.pin } },
    ]);
  });

  it("asks nothing of the server for a kind it does not take yet, or without an approval", async () => {
    const sent = serverAnswers();
    const ledger = new HttpLedger();
    const recharge = { kind: "recharge" as const, recipient: "9876543210", amount: rupees(249) };
    expect(await ledger.pay(recharge, NOW, approval)).toEqual({
      ok: false,
      refusal: { reason: "not-connected" },
    });
    expect(
      await ledger.pay({ kind: "mobile", recipient: "9876543210", amount: rupees(1) }, NOW),
    ).toEqual({ ok: false, refusal: { reason: "not-connected" } });
    expect(sent()).toEqual([]);
  });
});

describe("entryOfTransfer", () => {
  it("files each kind where the history shows it, with its status and when it changed", () => {
    expect(entryOfTransfer(view())).toMatchObject({
      kind: "mobile",
      category: "transfer",
      status: "Completed",
      amount: { minor: -50000, currency: "INR" },
      name: "Ravi Kumar",
    });
    expect(entryOfTransfer(view({ kind: "add_money", direction: "received" }))).toMatchObject({
      kind: "add-money",
      category: "add-money",
      amount: { minor: 50000 },
    });
    const failed = entryOfTransfer(
      view({ kind: "bank_transfer", status: "voided", updatedAt: "2026-11-26T06:02:00.000Z" }),
    );
    expect(failed).toMatchObject({
      kind: "bank-account",
      status: "Failed",
      statusChangedAt: "2026-11-26T06:02:00.000Z",
    });
    expect(entryOfTransfer(view({ status: "pending" })).status).toBe("Pending");
    expect(entryOfTransfer(view({ status: "expired" })).status).toBe("Failed");
    expect(entryOfTransfer(view())).not.toHaveProperty("statusChangedAt");
    // What came in has the entry's receipt ("Received from"), not a payment's ("Paid to").
    const received = entryOfTransfer(view({ direction: "received" }));
    expect(received).toMatchObject({ type: "income", amount: { minor: 50000 } });
    expect(received).not.toHaveProperty("kind");
  });
});

describe("HttpLedger: recharges, bills and money abroad", () => {
  const moved = (kind: string, amount: string, status = "posted") =>
    json(201, {
      transfer: {
        id: approval.id,
        kind,
        status,
        amount,
        currency: "INR",
        createdAt: NOW.toISOString(),
      },
      offers: [],
    });

  it("sends a recharge's operator and plan (the server prices it), or Zambian airtime's amount", async () => {
    const sent = serverAnswers(moved("recharge", "29900"), moved("recharge", "6000"));
    const ledger = new HttpLedger();
    const result = await ledger.pay(
      {
        kind: "recharge",
        recipient: "9059012345",
        name: "Jio prepaid",
        amount: rupees(299),
        recharge: { operator: "jio", plan: "jio-299" },
      },
      NOW,
      approval,
    );
    expect(result).toMatchObject({
      ok: true,
      payment: { id: approval.id, kind: "recharge", name: "Jio prepaid", status: "Completed" },
    });
    await ledger.pay(
      {
        kind: "recharge",
        recipient: "961234567",
        amount: { minor: 6000, currency: "ZMW" },
        recharge: { operator: "MTN" },
      },
      NOW,
      approval,
    );
    expect(sent()).toEqual([
      {
        url: "/recharges",
        body: { ...approval, operator: "jio", number: "9059012345", plan: "jio-299" },
      },
      {
        url: "/recharges",
        body: { ...approval, operator: "MTN", number: "961234567", amount: "6000" },
      },
    ]);
  });

  it("pays a bill by its biller and number; the server's 'already paid' is the bill-paid refusal", async () => {
    const sent = serverAnswers(
      moved("bill", "128000"),
      json(409, { error: { code: "already_paid", message: "This has already been paid." } }),
    );
    const ledger = new HttpLedger();
    const bill = {
      kind: "bill" as const,
      recipient: "5512345678",
      name: "BESCOM Bengaluru",
      amount: rupees(1280),
      bill: { billerId: "in-bescom", billDate: "2026-11-05" },
    };
    expect(await ledger.pay(bill, NOW, approval)).toMatchObject({
      ok: true,
      payment: { name: "BESCOM Bengaluru", status: "Completed" },
    });
    expect(await ledger.pay(bill, NOW, approval)).toEqual({
      ok: false,
      refusal: { reason: "bill-paid" },
    });
    expect(sent().map((call) => call.body)).toEqual([
      { ...approval, billerId: "in-bescom", consumerNumber: "5512345678" },
      { ...approval, billerId: "in-bescom", consumerNumber: "5512345678" },
    ]);
    // Prepaid meter units are not a bill the server has due: not sent.
    expect(
      await ledger.pay(
        { ...bill, prepaid: { token: "12345678901234567890", energyWh: 1000 } },
        NOW,
        approval,
      ),
    ).toEqual({ ok: false, refusal: { reason: "not-connected" } });
  });

  const corridor = corridorFor("ZM", "INR")!;
  const shown = quoteFromSend(corridor, 1_000_000, "INR");
  const abroad = {
    kind: "international" as const,
    recipient: "0971234567",
    name: "Chanda Mwale",
    amount: shown.send,
    crossBorder: crossBorderOf(shown, "mobileMoney", "MTN"),
  };
  const serverQuote = (over: Record<string, string> = {}) =>
    json(201, {
      quote: {
        id: "7c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
        country: "ZM",
        send: String(shown.send.minor),
        fee: String(shown.fee.minor),
        total: String(shown.total.minor),
        sendCurrency: "INR",
        receive: String(shown.receive.minor),
        receiveCurrency: "ZMW",
        rate: String(shown.rate),
        expiresAt: "2026-11-26T06:05:00.000Z",
        ...over,
      },
    });

  it("sends money abroad at the server's quote when it is the one shown, on its way until the rail delivers; a retry sends the same quote", async () => {
    const sent = serverAnswers(
      serverQuote(),
      new TypeError("Failed to fetch"),
      json(201, {
        transfer: {
          id: approval.id,
          status: "pending",
          createdAt: NOW.toISOString(),
          total: String(shown.total.minor),
          currency: "INR",
          receive: String(shown.receive.minor),
          receiveCurrency: "ZMW",
        },
      }),
    );
    const ledger = new HttpLedger();
    expect(await ledger.pay(abroad, NOW, approval)).toEqual({
      ok: false,
      refusal: { reason: "no-answer" },
    });
    const result = await ledger.pay(abroad, NOW, approval);
    expect(result).toMatchObject({
      ok: true,
      payment: { status: "Pending", amount: shown.send, fee: shown.fee, name: "Chanda Mwale" },
    });
    const transfer = {
      url: "/international",
      body: {
        ...approval,
        quoteId: "7c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
        recipientName: "Chanda Mwale",
        recipientAccount: "0971234567",
        delivery: "mobileMoney",
      },
    };
    expect(sent()).toEqual([
      { url: "/fx/quotes", body: { country: "ZM", send: String(shown.send.minor) } },
      transfer,
      transfer,
    ]);
  });

  it("pays nothing and says so when the server's quote is not the one shown", async () => {
    for (const changed of <Record<string, string>[]>[
      { receive: String(shown.receive.minor - 1) },
      { fee: String(shown.fee.minor + 1) },
      { rate: String(shown.rate + 1) },
    ]) {
      const sent = serverAnswers(serverQuote(changed));
      expect(
        await new HttpLedger().pay(abroad, NOW, { ...approval, id: crypto.randomUUID() }),
      ).toEqual({
        ok: false,
        refusal: { reason: "quote-changed" },
      });
      expect(sent().map((call) => call.url)).toEqual(["/fx/quotes"]);
      vi.unstubAllGlobals();
    }
  });

  it("files recharges and offers' credits where the history shows them", () => {
    expect(entryOfTransfer(view({ kind: "recharge" }))).toMatchObject({
      kind: "recharge",
      category: "recharge",
      status: "Completed",
    });
    const credit = entryOfTransfer(
      view({
        kind: "cashback",
        direction: "received",
        amount: "2000",
        note: "RECHARGE20",
        counterparty: { name: "SangamPay", maskedPhone: "" },
      }),
    );
    expect(credit).toMatchObject({
      category: "cashback",
      type: "income",
      name: "SangamPay",
      note: "RECHARGE20",
      amount: { minor: 2000, currency: "INR" },
    });
  });
});

describe("HttpLedger.view", () => {
  const me = json(200, {
    balances: [
      { kind: "wallet", currency: "INR", available: "1250000" },
      { kind: "bank", currency: "INR", available: "4500000" },
    ],
  });

  it("has no first payment while the account has only been paid or added money", async () => {
    serverAnswers(
      me.clone(),
      json(200, {
        transfers: [
          view({ direction: "received" }),
          view({ id: "a2", kind: "add_money", direction: "sent" }),
        ],
      }),
    );
    const { balances, firstPayment } = await new HttpLedger().view();
    expect(balances.wallet).toEqual(rupees(12_500));
    expect(firstPayment).toBeNull();
  });

  it("finds the account's oldest payment to someone, which ends the first-payment offer", async () => {
    const older = view({ id: "p1", createdAt: "2026-11-20T06:00:00Z" });
    serverAnswers(me.clone(), json(200, { transfers: [view({ id: "p2" }), older] }));
    expect((await new HttpLedger().view()).firstPayment?.id).toBe("p1");
  });
});
