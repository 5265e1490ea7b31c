import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { phoneNumbers, signIn, signInWithPin, testApp, testClock } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import type { Database } from "../db/database.ts";
import { readTransfer, violations } from "../ledger/transfers.ts";
import type { RequestView } from "../requests/store.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(16);
});

const newPhone = phoneNumbers("94");
const OPENING = 1_250_000n;

type Call = ReturnType<typeof testApp>["call"];
type Person = Awaited<ReturnType<typeof signInWithPin>>;

/** Three people on one API: a requester (or merchant), a payer, and someone else. */
async function people() {
  const clock = testClock();
  const { call } = testApp(db, clock);
  const [requester, payer, stranger] = [
    await signInWithPin(call, newPhone()),
    await signInWithPin(call, newPhone()),
    await signInWithPin(call, newPhone()),
  ];
  return { call, clock, requester, payer, stranger };
}

const post = (call: Call, who: Person, path: string, json: unknown = {}) =>
  call(path, { method: "POST", json, headers: { cookie: who.cookie } });
const get = (call: Call, who: Person, path: string) =>
  call(path, { headers: { cookie: who.cookie } });

/** Asks `payer` (or, without one, anyone: a link) for `amount`; answers the response. */
const ask = (call: Call, from: Person, payer: Person | undefined, amount: string, id = uuidv7()) =>
  post(call, from, "/api/requests", {
    id,
    ...(payer && { to: { phone: payer.user.phone } }),
    amount,
    currency: "INR",
    note: "Lunch",
  });

const payIt = (call: Call, who: Person, requestId: string, id = uuidv7()) =>
  post(call, who, `/api/requests/${requestId}/pay`, { id, pin: who.pin });

const walletOf = async (call: Call, who: Person) => {
  const me = (await (await get(call, who, "/api/me")).json()) as {
    balances: { kind: string; balance: string }[];
  };
  return BigInt(me.balances.find((b) => b.kind === "wallet")!.balance);
};

const masked = (who: Person) => `+91 ••••••${who.user.phone.slice(-4)}`;

describe("requests between accounts", () => {
  it("makes a request once per id: the same body again is the same request, another body 409", async () => {
    const { call, clock, requester, payer } = await people();
    const id = uuidv7();
    const first = await ask(call, requester, payer, "30000", id);
    expect(first.status).toBe(201);
    const made = (await first.json()) as RequestView;
    expect(made).toEqual({
      id,
      kind: "request",
      status: "open",
      direction: "outgoing",
      amount: "30000",
      currency: "INR",
      note: "Lunch",
      requester: { name: requester.user.name, maskedPhone: masked(requester) },
      payer: { name: payer.user.name, maskedPhone: masked(payer) },
      transferId: null,
      createdAt: clock().toISOString(),
      updatedAt: clock().toISOString(),
    });
    const again = await ask(call, requester, payer, "30000", id);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(made);
    const other = await ask(call, requester, payer, "30001", id);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: { code: "idempotency_conflict" } });

    // The payer sees it as incoming, the requester as outgoing, newest first.
    const later = uuidv7();
    clock.advance(1_000);
    expect((await ask(call, requester, payer, "100", later)).status).toBe(201);
    const theirs = (await (await get(call, payer, "/api/me/requests")).json()) as {
      incoming: RequestView[];
      outgoing: RequestView[];
    };
    expect(theirs.incoming.map((r) => [r.id, r.direction])).toEqual([
      [later, "incoming"],
      [id, "incoming"],
    ]);
    expect(theirs.outgoing).toEqual([]);
    const mine = (await (await get(call, requester, "/api/me/requests")).json()) as {
      incoming: RequestView[];
      outgoing: RequestView[];
    };
    expect(mine.outgoing.map((r) => r.id)).toEqual([later, id]);
    expect(mine.incoming).toEqual([]);
  });

  it("refuses a number with no account (no_account), oneself, and amounts outside the limits", async () => {
    const { call, requester } = await people();
    const nobody = await post(call, requester, "/api/requests", {
      id: uuidv7(),
      to: { phone: "9000000001" },
      amount: "1000",
      currency: "INR",
    });
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toEqual({
      error: {
        code: "no_account",
        message: "No SangamPay account has this number or ID yet: invite them.",
      },
    });
    const self = await post(call, requester, "/api/requests", {
      id: uuidv7(),
      to: { upi: requester.user.upiId },
      amount: "1000",
      currency: "INR",
    });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({
      error: { message: "You cannot ask yourself for money." },
    });
    const tiny = await ask(call, requester, undefined, "99");
    expect(tiny.status).toBe(422);
    expect(await tiny.json()).toEqual({
      error: { code: "limit_exceeded", message: "The smallest request is 1.00." },
    });
    const huge = await ask(call, requester, undefined, "10000001");
    expect(await huge.json()).toEqual({
      error: {
        code: "limit_exceeded",
        message: "A request is at most 100000.00, the limit for one payment.",
      },
    });
    const { rows } = await db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM payment_requests WHERE requester_id = $1",
      [requester.user.id],
    );
    expect(rows[0]!.n).toBe(0n);
  });

  it("is paid once when the payer's two devices pay it at once: one 201, one 409, one transfer", async () => {
    const { call, clock, requester, payer } = await people();
    clock.advance(60_000);
    const secondDevice = {
      ...(await signIn(call, payer.user.phone, { device: "Second phone" })),
      pin: payer.pin,
    };
    const created = (await (await ask(call, requester, payer, "30000")).json()) as RequestView;
    const ids = [uuidv7(), uuidv7()];
    const answers = await Promise.all([
      payIt(call, payer, created.id, ids[0]),
      payIt(call, secondDevice, created.id, ids[1]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const winner = answers.findIndex((a) => a.status === 201);
    const paid = (await answers[winner]!.json()) as {
      transfer: { id: string; status: string; direction: string; amount: string; note: string };
      request: RequestView;
    };
    expect(await answers[1 - winner]!.json()).toEqual({
      error: { code: "already_paid", message: "This has already been paid." },
    });
    expect(paid.transfer).toMatchObject({
      id: ids[winner],
      status: "posted",
      direction: "sent",
      amount: "30000",
      note: "Lunch",
      counterparty: { name: requester.user.name, maskedPhone: masked(requester) },
    });
    expect(paid.request).toMatchObject({
      id: created.id,
      status: "paid",
      direction: "incoming",
      transferId: ids[winner],
    });
    // The transfer names the request; the loser's id made no transfer.
    expect((await readTransfer(db, ids[winner]!))!.metadata).toMatchObject({
      requestId: created.id,
    });
    expect(await readTransfer(db, ids[1 - winner]!)).toBeUndefined();
    const { rows } = await db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM transfers WHERE metadata ->> 'requestId' = $1",
      [created.id],
    );
    expect(rows[0]!.n).toBe(1n);
    // The payer's first payment: FIRST100's 10% (₹30) comes back as a transfer of its own.
    expect(await walletOf(call, payer)).toBe(OPENING - 30_000n + 3_000n);
    expect(await walletOf(call, requester)).toBe(OPENING + 30_000n);
    // The requester sees it paid; the payment is in both histories.
    const seen = (await (
      await get(call, requester, `/api/requests/${created.id}`)
    ).json()) as RequestView;
    expect(seen).toMatchObject({ status: "paid", direction: "outgoing", transferId: ids[winner] });
    const history = (await (await get(call, requester, "/api/me/transfers")).json()) as {
      transfers: { id: string; direction: string }[];
    };
    expect(history.transfers[0]).toMatchObject({ id: ids[winner], direction: "received" });
    // The winner's retry is a replay; a new payment of it is refused.
    const retry = await payIt(call, payer, created.id, ids[winner]);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((await payIt(call, payer, created.id)).status).toBe(409);
    // The payer's first payment: FIRST100's 10% (₹30) comes back as a transfer of its own.
    expect(await walletOf(call, payer)).toBe(OPENING - 30_000n + 3_000n);
    expect(await violations(db)).toEqual([]);
  });

  it("is declined by its payer only, cancelled by its requester only, and changes once", async () => {
    const { call, requester, payer } = await people();
    const one = (await (await ask(call, requester, payer, "5000")).json()) as RequestView;
    const refusedDecline = await post(call, requester, `/api/requests/${one.id}/decline`);
    expect(refusedDecline.status).toBe(403);
    expect((await post(call, payer, `/api/requests/${one.id}/cancel`)).status).toBe(403);
    expect((await payIt(call, requester, one.id)).status).toBe(403);

    const declined = await post(call, payer, `/api/requests/${one.id}/decline`);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ id: one.id, status: "declined" });
    for (const [who, action] of [
      [payer, "decline"],
      [requester, "cancel"],
    ] as const) {
      const late = await post(call, who, `/api/requests/${one.id}/${action}`);
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({
        error: { code: "not_open", message: "This request was declined." },
      });
    }
    const payDeclined = await payIt(call, payer, one.id);
    expect(payDeclined.status).toBe(409);
    expect(await payDeclined.json()).toMatchObject({ error: { code: "not_open" } });

    const two = (await (await ask(call, requester, payer, "5000")).json()) as RequestView;
    const cancelled = await post(call, requester, `/api/requests/${two.id}/cancel`);
    expect(await cancelled.json()).toMatchObject({
      status: "cancelled",
      direction: "outgoing",
    });
    expect((await post(call, payer, `/api/requests/${two.id}/decline`)).status).toBe(409);
    expect((await payIt(call, payer, two.id)).status).toBe(409);
    expect(await walletOf(call, payer)).toBe(OPENING);

    // A paid request can be neither declined nor cancelled.
    const three = (await (await ask(call, requester, payer, "5000")).json()) as RequestView;
    expect((await payIt(call, payer, three.id)).status).toBe(201);
    const cancelPaid = await post(call, requester, `/api/requests/${three.id}/cancel`);
    expect(cancelPaid.status).toBe(409);
    expect(await cancelPaid.json()).toMatchObject({ error: { code: "already_paid" } });
    expect(await violations(db)).toEqual([]);
  });

  it("is read by its two parties only; a link by any signed-in account", async () => {
    const { call, requester, payer, stranger } = await people();
    const request = (await (await ask(call, requester, payer, "5000")).json()) as RequestView;
    expect((await get(call, payer, `/api/requests/${request.id}`)).status).toBe(200);
    for (const path of ["", "/pay", "/decline", "/cancel"]) {
      const response = path
        ? path === "/pay"
          ? await payIt(call, stranger, request.id)
          : await post(call, stranger, `/api/requests/${request.id}${path}`)
        : await get(call, stranger, `/api/requests/${request.id}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "No such request." },
      });
    }
    expect((await get(call, stranger, `/api/requests/not-an-id`)).status).toBe(404);

    const link = (await (await ask(call, requester, undefined, "49900")).json()) as RequestView;
    expect(link).toMatchObject({ kind: "link", payer: null });
    const seen = (await (
      await get(call, stranger, `/api/requests/${link.id}`)
    ).json()) as RequestView;
    expect(seen).toMatchObject({
      kind: "link",
      status: "open",
      direction: "incoming",
      amount: "49900",
      requester: {
        name: requester.user.name,
        maskedPhone: masked(requester),
        upi: requester.user.upiId,
      },
    });
    // A request does not show the requester's UPI ID (it spells the whole number).
    expect(request.requester).not.toHaveProperty("upi");
    // Nobody but its merchant cancels a link, and nobody declines one.
    expect((await post(call, stranger, `/api/requests/${link.id}/cancel`)).status).toBe(403);
    expect((await post(call, stranger, `/api/requests/${link.id}/decline`)).status).toBe(403);
  });

  it("takes a merchant's ₹499 link from one customer; the next customer is refused", async () => {
    const { call, requester: merchant, payer: customer, stranger: second } = await people();
    const link = (await (await ask(call, merchant, undefined, "49900")).json()) as RequestView;
    expect((await payIt(call, merchant, link.id)).status).toBe(403);
    const paid = await payIt(call, customer, link.id);
    expect(paid.status).toBe(201);
    const body = (await paid.json()) as { request: RequestView };
    expect(body.request).toMatchObject({
      status: "paid",
      payer: { name: customer.user.name, maskedPhone: masked(customer) },
    });
    const late = await payIt(call, second, link.id);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: "already_paid" } });
    expect(await walletOf(call, merchant)).toBe(OPENING + 49_900n);
    // The customer's first payment: FIRST100's 10% of ₹499, in whole rupees (₹49), comes back.
    expect(await walletOf(call, customer)).toBe(OPENING - 49_900n + 4_900n);
    expect(await walletOf(call, second)).toBe(OPENING);
    const merchantView = (await (
      await get(call, merchant, `/api/requests/${link.id}`)
    ).json()) as RequestView;
    expect(merchantView).toMatchObject({ status: "paid", direction: "outgoing" });
    expect(await violations(db)).toEqual([]);
  });

  it("moves no money and leaves the request open on a wrong PIN", async () => {
    const { call, requester, payer } = await people();
    const request = (await (await ask(call, requester, payer, "5000")).json()) as RequestView;
    const wrong = await post(call, payer, `/api/requests/${request.id}/pay`, {
      id: uuidv7(),
      pin: "740185",
    });
    expect(wrong.status).toBe(401);
    expect(
      ((await (await get(call, payer, `/api/requests/${request.id}`)).json()) as RequestView)
        .status,
    ).toBe("open");
    expect(await walletOf(call, payer)).toBe(OPENING);
  });

  it("refuses to change a request's terms or to reopen it, in the database itself", async () => {
    const { call, requester, payer } = await people();
    const request = (await (await ask(call, requester, payer, "5000")).json()) as RequestView;
    await expect(
      db.query("UPDATE payment_requests SET amount = 1 WHERE id = $1", [request.id]),
    ).rejects.toThrow(/terms never change/);
    await post(call, payer, `/api/requests/${request.id}/decline`);
    await expect(
      db.query("UPDATE payment_requests SET status = 'open' WHERE id = $1", [request.id]),
    ).rejects.toThrow(/declined already/);
    await expect(
      db.query("DELETE FROM payment_requests WHERE id = $1", [request.id]),
    ).rejects.toThrow(/never deleted/);
  });
});
