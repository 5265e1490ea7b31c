import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { phoneNumbers, signInWithPin, testApp, testClock } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { type Database, postgresDatabase } from "../db/database.ts";
import { findAccount, getAccount } from "../ledger/accounts.ts";
import { sweep } from "../ledger/sweeper.ts";
import { rollUp, violations } from "../ledger/transfers.ts";
import { decideSandbox } from "../rails/sandbox-rail.ts";

let db: Database & { url: string };
beforeAll(async () => {
  db = await freshDatabase(12);
});

const newPhone = phoneNumbers("87");

type Settlement = {
  id: string;
  status: string;
  amount: string;
  fee: string;
  toBank: string;
  currency: string;
  account: { bankName: string | null; branch: string; last4: string };
  reason: string | null;
};

/** Two phones on one API and clock: a merchant and a customer, each with a PIN. */
async function shop(name = "Lakshmi Tiffins", settlementAccount?: Record<string, string>) {
  const clock = testClock();
  const { call } = testApp(db, clock);
  const merchant = await signInWithPin(call, newPhone());
  const customer = await signInWithPin(call, newPhone());
  const as =
    (who: { cookie: string }) =>
    (path: string, init: { method?: string; json?: unknown } = {}) =>
      call(path, { ...init, headers: { cookie: who.cookie } });
  const m = as(merchant);
  const businessId = uuidv7();
  const signedUp = await m("/api/me/business", {
    method: "PUT",
    json: { id: businessId, name, ...(settlementAccount && { settlementAccount }) },
  });
  expect(signedUp.status).toBe(201);
  const { business } = (await signedUp.json()) as { business: { upiId: string; name: string } };
  /** The customer pays one of the merchant's ₹ links, made now. */
  const payLink = async (amount: string) => {
    const link = uuidv7();
    expect(
      (await m("/api/requests", { method: "POST", json: { id: link, amount, currency: "INR" } }))
        .status,
    ).toBe(201);
    const paid = await as(customer)(`/api/requests/${link}/pay`, {
      method: "POST",
      json: { id: uuidv7(), pin: customer.pin },
    });
    expect(paid.status).toBe(201);
    return link;
  };
  const settle = (amount: string, id = uuidv7(), pin = merchant.pin) =>
    m("/api/settlements", { method: "POST", json: { id, amount, pin } });
  const settlements = async () =>
    (await (await m("/api/me/settlements")).json()) as {
      available: string;
      currency: string;
      settlements: Settlement[];
    };
  const balances = async () => {
    const me = (await (await m("/api/me")).json()) as {
      balances: { kind: string; balance: string; held: string }[];
    };
    return Object.fromEntries(
      me.balances.map((b) => [b.kind, { balance: BigInt(b.balance), held: BigInt(b.held) }]),
    );
  };
  return {
    call,
    clock,
    merchant,
    customer,
    m,
    c: as(customer),
    businessId,
    business,
    payLink,
    settle,
    settlements,
    balances,
  };
}

const feesBalance = async () =>
  (
    await findAccount(db, {
      ownerKind: "system",
      ownerId: "sangampay",
      kind: "fees",
      currency: "INR",
    })
  )?.balance ?? 0n;

/** An account's rupee wallet, as the ledger holds it now. */
const walletOf = async (userId: string) =>
  (await findAccount(db, { ownerKind: "user", ownerId: userId, kind: "wallet", currency: "INR" }))!;

/**
 * Runs `work` while another transaction holds the lock `lock` takes (a statement), then lets
 * it go: what waits for that lock waits until `work` has ended.
 */
async function whileLocked(lock: string, params: unknown[], work: () => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let locked!: () => void;
  const lockTaken = new Promise<void>((done) => (locked = done));
  const holder = db.transaction(async (tx) => {
    await tx.query(lock, params);
    locked();
    await released;
  });
  await lockTaken;
  try {
    await work();
  } finally {
    release();
    await holder;
  }
}

describe("a business per account", () => {
  it("signs up with its own UPI ID from its name, keeps it when renamed, and is its owner's only", async () => {
    const { m, c, businessId, business, clock } = await shop("Lakshmi Tiffins");
    expect(business).toMatchObject({
      name: "Lakshmi Tiffins",
      upiId: "lakshmi.tiffins@sangambiz",
    });
    clock.advance(1000);
    const renamed = await m("/api/me/business", {
      method: "PUT",
      json: { id: businessId, name: "  Lakshmi Tiffins & Meals " },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      business: {
        id: businessId,
        name: "Lakshmi Tiffins & Meals",
        upiId: "lakshmi.tiffins@sangambiz",
        settlementAccount: { bankName: "HDFC Bank", branch: "HDFC0000521", last4: "1234" },
      },
    });
    expect(
      (await m("/api/me/business", { method: "PUT", json: { id: uuidv7(), name: "Other" } }))
        .status,
    ).toBe(409);
    expect(await (await m("/api/me/business")).json()).toMatchObject({
      business: { id: businessId, name: "Lakshmi Tiffins & Meals" },
    });
    // The customer has none; and cannot take the merchant's business by its id.
    expect((await c("/api/me/business")).status).toBe(404);
    expect(
      (await c("/api/me/business", { method: "PUT", json: { id: businessId, name: "Mine" } }))
        .status,
    ).toBe(409);
    for (const name of ["   ", "x".repeat(51)]) {
      const refused = await c("/api/me/business", {
        method: "PUT",
        json: { id: uuidv7(), name },
      });
      expect(refused.status, name).toBe(400);
    }
    expect((await c("/api/me/business")).status).toBe(404);
  });

  it("gives a second business of the same name the next UPI ID, never the first one's", async () => {
    const first = await shop("Sri Durga Sweets");
    const second = await shop("Sri Durga Sweets");
    expect(first.business.upiId).toBe("sri.durga.sweets@sangambiz");
    expect(second.business.upiId).toBe("sri.durga.sweets2@sangambiz");
  });

  it("names the business to a customer: its UPI ID's look-up, its link, its payment", async () => {
    const { c, m, merchant, customer, business } = await shop("Ganga Tiffins");
    const byUpi = await c(`/api/payees?upi=${business.upiId}`);
    expect(await byUpi.json()).toMatchObject({ name: "Ganga Tiffins", upiId: business.upiId });
    // By number, the person is paid as a person, under their registered name.
    const byPhone = await c(`/api/payees?phone=${merchant.user.phone}`);
    expect(await byPhone.json()).toMatchObject({ name: merchant.user.name });
    expect(merchant.user.name).toMatch(/^SangamPay user/);

    const link = uuidv7();
    await m("/api/requests", {
      method: "POST",
      json: { id: link, amount: "49900", currency: "INR", note: "Thali" },
    });
    expect(await (await c(`/api/requests/${link}`)).json()).toMatchObject({
      requester: { name: "Ganga Tiffins", upi: business.upiId },
    });
    const paid = await c(`/api/requests/${link}/pay`, {
      method: "POST",
      json: { id: uuidv7(), pin: customer.pin },
    });
    expect(await paid.json()).toMatchObject({
      transfer: { direction: "sent", counterparty: { name: "Ganga Tiffins" }, sale: "link" },
      request: { status: "paid" },
    });

    // A payment to the business's UPI ID (its QR) reaches the owner's wallet, as a sale.
    const atCounter = await c("/api/payments", {
      method: "POST",
      json: {
        id: uuidv7(),
        to: { upi: business.upiId.toUpperCase() },
        amount: "12000",
        currency: "INR",
        pin: customer.pin,
      },
    });
    expect(atCounter.status).toBe(201);
    expect(await atCounter.json()).toMatchObject({
      transfer: { counterparty: { name: "Ganga Tiffins" }, sale: "upi" },
    });
    const history = (await (await m("/api/me/transfers")).json()) as {
      transfers: { direction: string; amount: string; sale: string | null }[];
    };
    expect(history.transfers.map((t) => `${t.direction} ${t.amount} ${t.sale}`)).toEqual([
      "received 12000 upi",
      "received 49900 link",
    ]);
    expect(await violations(db)).toEqual([]);
  });
});

describe("a business's sales (GET /api/me/sales)", () => {
  it("lists what its wallet received as sales, newest first, to its owner only", async () => {
    const { c, m, call, merchant, customer, business, payLink } = await shop("Sales Book Dosa");
    const link = await payLink("49900");
    const atCounter = await c("/api/payments", {
      method: "POST",
      json: {
        id: uuidv7(),
        to: { upi: business.upiId },
        amount: "12050",
        currency: "INR",
        pin: customer.pin,
      },
    });
    expect(atCounter.status).toBe(201);
    // A personal payment to the owner's number is not a sale.
    const personal = await c("/api/payments", {
      method: "POST",
      json: {
        id: uuidv7(),
        to: { phone: merchant.user.phone },
        amount: "700",
        currency: "INR",
        pin: customer.pin,
      },
    });
    expect(personal.status).toBe(201);

    const answer = await m("/api/me/sales");
    expect(answer.status).toBe(200);
    const { currency, sales } = (await answer.json()) as {
      currency: string;
      sales: {
        amount: string;
        sale: string;
        linkId: string | null;
        direction: string;
        status: string;
        counterparty: { name: string };
      }[];
    };
    expect(currency).toBe("INR");
    expect(sales.map((s) => `${s.direction} ${s.amount} ${s.sale} ${s.status}`)).toEqual([
      "received 12050 upi posted",
      "received 49900 link posted",
    ]);
    expect(sales.map((s) => s.linkId)).toEqual([null, link]);
    expect(sales[0]!.counterparty.name).toMatch(/^SangamPay user/);

    // The customer has no business: 404; no session: 401.
    expect((await c("/api/me/sales")).status).toBe(404);
    expect((await call("/api/me/sales")).status).toBe(401);
    expect(await violations(db)).toEqual([]);
  });
});

describe("a business's book with the database slow or gone", () => {
  const BOOK = ["/api/me/sales", "/api/me/settlements"];

  /** The answer is the API's 503 in its one error shape, with no stack; no phone number reaches the log. */
  async function expectUnavailable(answer: Response, phone: string) {
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    const body = await answer.text();
    expect(JSON.parse(body)).toEqual({
      error: { code: "unavailable", message: "The service is unavailable; try again shortly." },
    });
    expect(body).not.toMatch(/stack|\.ts:\d|transfer_legs/);
    expect(body).not.toContain(phone.slice(-10));
  }

  it("answers 503 with Retry-After when its reads outlast the statement timeout, then serves again", async () => {
    const { merchant, payLink } = await shop("Slow Book Stores");
    await payLink("49900");
    // The API on a pool whose statements may take 300 ms at most.
    const slow = postgresDatabase(`${db.url}&options=-c%20statement_timeout%3D300`, 2);
    const { call, lines } = testApp(slow, testClock());
    const read = (path: string) => call(path, { headers: { cookie: merchant.cookie } });
    // Another transaction holds the ledger's legs (a migration would): every read of them waits.
    await whileLocked("LOCK TABLE transfer_legs IN ACCESS EXCLUSIVE MODE", [], async () => {
      for (const path of BOOK) await expectUnavailable(await read(path), merchant.user.phone);
    });
    expect(JSON.stringify(lines)).not.toContain(merchant.user.phone.slice(-10));
    for (const path of BOOK) expect((await read(path)).status).toBe(200);
    await slow.close();
    expect(await violations(db)).toEqual([]);
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    const { merchant } = await shop("Gone Book Stores");
    const gone = postgresDatabase(
      "postgresql://postgres@localhost/none?host=/nonexistent-socket-dir",
      1,
    );
    const { call, lines } = testApp(gone, testClock());
    for (const path of BOOK) {
      await expectUnavailable(
        await call(path, { headers: { cookie: merchant.cookie } }),
        merchant.user.phone,
      );
    }
    expect(JSON.stringify(lines)).not.toContain(merchant.user.phone.slice(-10));
    await gone.close();
  });
});

describe("a business's wallet is hot", () => {
  it("takes a sale while its row lock is held elsewhere, appended then rolled up; balance and ledger right", async () => {
    const { merchant, payLink, balances } = await shop("Kaveri Dosa Corner");
    const wallet = await walletOf(merchant.user.id);
    // Made hot by the sign-up (PUT /api/me/business).
    expect(wallet.hot).toBe(true);
    const before = (await balances()).wallet!.balance;

    // Another transaction holds the wallet's row lock (a roll-up or a debit would) until the
    // sale has been answered: an ordinary wallet's credit would wait for it, and the test with it.
    await whileLocked("SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE", [wallet.id], () =>
      payLink("49900"),
    );
    // Appended, not yet rolled into the row: the owner is shown it all the same.
    expect(await getAccount(db, wallet.id)).toMatchObject({ unrolled: 49_900n });
    expect((await balances()).wallet!.balance).toBe(before + 49_900n);
    expect(await rollUp(db, wallet.id)).toBe(1);
    expect(await getAccount(db, wallet.id)).toMatchObject({
      unrolled: 0n,
      balance: before + 49_900n,
    });
    expect(await violations(db)).toEqual([]);
  });
});

describe("signing a business up is one step", () => {
  it("makes the business and its hot wallet together: a failure between them leaves neither", async () => {
    const { call } = testApp(db, testClock());
    const owner = await signInWithPin(call, newPhone());
    const wallet = await walletOf(owner.user.id);
    const signUp = () =>
      call("/api/me/business", {
        method: "PUT",
        json: { id: businessId, name: "Anand Sweets" },
        headers: { cookie: owner.cookie },
      });
    const businessId = uuidv7();
    // The wallet cannot be made hot (as if the process died there): this account's only.
    await db.exec(`
      CREATE FUNCTION refuse_hot() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the wallet cannot be made hot now'; END $$;
      CREATE TRIGGER refuse_hot BEFORE UPDATE OF hot ON accounts
        FOR EACH ROW WHEN (NEW.id = '${wallet.id}') EXECUTE FUNCTION refuse_hot();`);
    try {
      const failed = await signUp();
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({
        error: {
          code: "internal",
          message: "Something went wrong on our side; nothing was changed.",
        },
      });
      // Nothing was changed indeed: no business whose wallet is not hot.
      expect((await call("/api/me/business", { headers: { cookie: owner.cookie } })).status).toBe(
        404,
      );
      expect(await getAccount(db, wallet.id)).toMatchObject({ hot: false });
    } finally {
      await db.exec("DROP TRIGGER refuse_hot ON accounts; DROP FUNCTION refuse_hot();");
    }
    // Sent again, the same sign-up makes both.
    expect((await signUp()).status).toBe(201);
    expect(await getAccount(db, wallet.id)).toMatchObject({ hot: true });
    expect(await violations(db)).toEqual([]);
  });
});

describe("settlements: sales to the bank through the sandbox rail", () => {
  it("holds the sales with the 0.5% fee (half up to the paisa), settles once with two sweepers", async () => {
    const { payLink, settle, settlements, balances, clock } = await shop("Annapurna Mess");
    await payLink("49900");
    const before = await balances();
    const feesBefore = await feesBalance();
    expect(await settlements()).toEqual({ currency: "INR", available: "49900", settlements: [] });

    const id = uuidv7();
    const first = await settle("49900", id);
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { settlement: Settlement };
    // 0.5% of ₹499 is 249.5 paise: half up, ₹2.50.
    expect(answer.settlement).toMatchObject({
      id,
      status: "pending",
      amount: "49900",
      fee: "250",
      toBank: "49650",
      currency: "INR",
      account: { bankName: "HDFC Bank", last4: "1234" },
      reason: null,
    });
    // Held in the wallet, nothing at the bank yet; nothing more to settle.
    const held = await balances();
    expect(held.wallet).toEqual({ balance: before.wallet!.balance, held: 49900n });
    expect(held.bank).toEqual(before.bank);
    expect((await settlements()).available).toBe("0");
    expect((await settle("100")).status).toBe(422);

    // The same id again: the same answer; with another amount: 409.
    const again = await settle("49900", id);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(answer);
    const other = await settle("40000", id);
    expect(other.status).toBe(409);
    expect(await violations(db)).toEqual([]);

    clock.advance(121_000);
    const sweeps = await Promise.all([
      sweep(db, decideSandbox, clock()),
      sweep(db, decideSandbox, clock()),
    ]);
    expect(sweeps.reduce((n, s) => n + s.settled, 0)).toBe(1);
    const after = await balances();
    expect(after.wallet).toEqual({ balance: before.wallet!.balance - 49900n, held: 0n });
    expect(after.bank).toEqual({ balance: before.bank!.balance + 49650n, held: 0n });
    expect((await feesBalance()) - feesBefore).toBe(250n);
    const list = await settlements();
    expect(list.available).toBe("0");
    expect(list.settlements).toHaveLength(1);
    // The same settlement, now posted (its updatedAt the rail's time).
    expect(list.settlements[0]).toMatchObject({
      ...answer.settlement,
      status: "posted",
      updatedAt: expect.stringMatching(/^\d{4}-/) as unknown,
    });
    expect(await violations(db)).toEqual([]);
  });

  it("rounds the fee by the rulebook: 0.5% of ₹100.99 is 50.495 paise, so 50", async () => {
    const { payLink, settle } = await shop("Ravi Kirana");
    await payLink("10099");
    const settled = (await (await settle("10099")).json()) as { settlement: Settlement };
    expect(settled.settlement).toMatchObject({ fee: "50", toBank: "10049" });
  });

  it("gives the money back whole when the bank account is unknown (ending 0000)", async () => {
    const { payLink, settle, settlements, balances, clock } = await shop("Venkat Stores", {
      accountNumber: "501000000000",
      branch: "sbin0020074",
    });
    await payLink("49900");
    // Other tests' settlements still on their way are resolved first: one sweep runs them all.
    await sweep(db, decideSandbox, new Date("2027-01-01T00:00:00Z"));
    const before = await balances();
    const feesBefore = await feesBalance();
    const made = (await (await settle("49900")).json()) as { settlement: Settlement };
    expect(made.settlement).toMatchObject({
      status: "pending",
      account: { bankName: "State Bank of India", branch: "SBIN0020074", last4: "0000" },
    });
    clock.advance(121_000);
    await sweep(db, decideSandbox, clock());
    const list = await settlements();
    expect(list.settlements[0]).toMatchObject({ status: "voided", reason: "account_not_found" });
    // The sales are back to settle, the wallet whole, no fee taken.
    expect(list.available).toBe("49900");
    expect(await balances()).toEqual(before);
    expect(await feesBalance()).toBe(feesBefore);
    expect(await violations(db)).toEqual([]);
  });

  it("settles the same sales once when two settlements are sent at once", async () => {
    const { payLink, settle, settlements } = await shop("Twin Counters");
    await payLink("30000");
    const answers = await Promise.all([settle("30000"), settle("30000")]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect((await settlements()).settlements).toHaveLength(1);
    expect(await violations(db)).toEqual([]);
  });

  it("asks for the PIN and a business; counts only sales, not personal money", async () => {
    const { settle, c, customer, payLink } = await shop("Pin Check Tea");
    // The merchant's wallet has its opening balance, but no sales yet: nothing to settle.
    expect((await settle("100")).status).toBe(422);
    await payLink("5000");
    expect((await settle("5000", uuidv7(), "000000")).status).toBe(401);
    expect(
      (
        await c("/api/settlements", {
          method: "POST",
          json: { id: uuidv7(), amount: "100", pin: customer.pin },
        })
      ).status,
    ).toBe(404);
    expect((await c("/api/me/settlements")).status).toBe(404);
    expect((await settle("5000")).status).toBe(201);
  });
});
