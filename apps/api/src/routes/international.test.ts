import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { phoneNumbers, signIn, signInWithPin, testApp, testClock } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import type { Database } from "../db/database.ts";
import { sweep } from "../ledger/sweeper.ts";
import { violations } from "../ledger/transfers.ts";
import { decideSandbox } from "../rails/sandbox-rail.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(12);
});

const newPhone = phoneNumbers("95");

async function sender() {
  const clock = testClock();
  const { call } = testApp(db, clock);
  const first = await signInWithPin(call, newPhone());
  clock.advance(25 * 3_600_000);
  const { cookie } = await signIn(call, first.user.phone, { deviceCookie: first.deviceCookie });
  const post = (path: string, json: Record<string, unknown>) =>
    call(path, { method: "POST", json, headers: { cookie } });
  const quote = async (send = "1000000") =>
    (
      (await (await post("/api/fx/quotes", { country: "ZM", send })).json()) as {
        quote: { id: string; fee: string; total: string; receive: string; receiveCurrency: string };
      }
    ).quote;
  const sendAbroad = (quoteId: string, id = uuidv7(), delivery = "mobileMoney") =>
    post("/api/international", {
      id,
      quoteId,
      recipientName: "Chanda Mwila",
      recipientAccount: "0971234567",
      delivery,
      pin: first.pin,
    });
  const wallet = async () => {
    const me = (await (await call("/api/me", { headers: { cookie } })).json()) as {
      balances: { kind: string; balance: string; held: string }[];
    };
    const w = me.balances.find((b) => b.kind === "wallet")!;
    return `${w.balance}/${w.held}`;
  };
  return { clock, quote, sendAbroad, wallet };
}

describe("money abroad", () => {
  it("holds amount and fee at the quoted rate, posts all legs together when the payout lands", async () => {
    const { clock, quote, sendAbroad, wallet } = await sender();
    const q = await quote();
    expect(q).toMatchObject({ fee: "15000", total: "1015000", receiveCurrency: "ZMW" });
    const response = await sendAbroad(q.id);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      transfer: {
        status: "pending",
        total: "1015000",
        currency: "INR",
        receive: q.receive,
        receiveCurrency: "ZMW",
      },
    });
    expect(await wallet()).toBe("1250000/1015000");
    expect(await violations(db)).toEqual([]);
    clock.advance(601_000);
    await Promise.all([sweep(db, decideSandbox, clock()), sweep(db, decideSandbox, clock())]);
    expect(await wallet()).toBe("235000/0");
    expect(await violations(db)).toEqual([]);
  });

  it("holds money for its corridor's delivery time: 10 minutes to mobile money, 2 days to a bank", async () => {
    const { clock, quote, sendAbroad, wallet } = await sender();
    const [toMobile, toBank] = [uuidv7(), uuidv7()];
    expect((await sendAbroad((await quote("100000")).id, toMobile, "mobileMoney")).status).toBe(
      201,
    );
    expect((await sendAbroad((await quote("200000")).id, toBank, "bank")).status).toBe(201);
    expect(await wallet()).toBe("1250000/304500");
    const statuses = async () => {
      const { rows } = await db.query<{ id: string; status: string }>(
        "SELECT id, status FROM transfers WHERE id = ANY($1)",
        [[toMobile, toBank]],
      );
      const of = (id: string) => rows.find((row) => row.id === id)?.status;
      return { mobile: of(toMobile), bank: of(toBank) };
    };
    const sweepAfter = async (ms: number) => {
      clock.advance(ms);
      await Promise.all([sweep(db, decideSandbox, clock()), sweep(db, decideSandbox, clock())]);
    };
    await sweepAfter(9 * 60_000);
    expect(await statuses(), "at 9 minutes").toEqual({ mobile: "pending", bank: "pending" });
    await sweepAfter(61_000);
    expect(await statuses(), "at 10 minutes").toEqual({ mobile: "posted", bank: "pending" });
    expect(await wallet()).toBe("1148500/203000");
    await sweepAfter(47 * 3_600_000);
    expect(await statuses(), "at 47 hours").toEqual({ mobile: "posted", bank: "pending" });
    await sweepAfter(3_600_000);
    expect(await statuses(), "at 2 days").toEqual({ mobile: "posted", bank: "posted" });
    expect(await violations(db)).toEqual([]);
  });

  it("refuses a way of delivering the corridor does not have, and moves nothing", async () => {
    const { quote, sendAbroad, wallet } = await sender();
    const q = await quote("100000");
    const refused = await sendAbroad(q.id, uuidv7(), "upi");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: "invalid_body", issues: [{ path: "delivery" }] },
    });
    expect((await sendAbroad(q.id, uuidv7(), "pigeon")).status).toBe(400);
    expect(await wallet()).toBe("1250000/0");
  });

  it("uses a quote once, and refuses it once expired; the sweeper expires unused quotes once", async () => {
    const { clock, quote, sendAbroad } = await sender();
    const q = await quote("50000");
    expect((await sendAbroad(q.id)).status).toBe(201);
    const again = await sendAbroad(q.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: "already_paid",
        message: "This quote was used for another transfer: ask for a new one.",
      },
    });
    const stale = await quote("50000");
    clock.advance(5 * 60_000 + 1);
    const late = await sendAbroad(stale.id);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: { code: "quote_expired" } });
    const sweeps = await Promise.all([
      sweep(db, decideSandbox, clock()),
      sweep(db, decideSandbox, clock()),
    ]);
    expect(sweeps.reduce((n, s) => n + s.quotesExpired, 0)).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query<{ expired_at: Date | null }>(
      "SELECT expired_at FROM fx_quotes WHERE id = $1",
      [stale.id],
    );
    expect(rows[0]!.expired_at).not.toBeNull();
    expect(await violations(db)).toEqual([]);
  });
});
