import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";

import { pay, phoneNumbers, signInWithPin, testApp } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import { readEvents, type ServerEvent } from "../../test/events.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(12);
});
const newPhone = phoneNumbers("90");

type Call = ReturnType<typeof testApp>["call"];
type Person = Awaited<ReturnType<typeof signInWithPin>>;
type Payload = {
  transfer: { id: string; direction: string; amount: string; counterparty: { name: string } };
  balance: string;
};

const stream = async (call: Call, who: Person, lastEventId?: string) => {
  const response = await call("/api/events", {
    headers: { cookie: who.cookie, ...(lastEventId && { "last-event-id": lastEventId }) },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = readEvents(response);
  await events.next((event) => event.event === "ready");
  return events;
};

/** Pays and answers the payment's id. */
const paid = async (call: Call, from: Person, to: Person, amount: string) => {
  const id = uuidv7();
  expect((await pay(call, from, to, amount, id)).status).toBe(201);
  return id;
};

const about = (id: string) => (event: ServerEvent) =>
  event.event === "transfer" && (JSON.parse(event.data) as Payload).transfer.id === id;

describe("GET /api/events", () => {
  it("needs a live session", async () => {
    const { call } = testApp(db);
    expect((await call("/api/events")).status).toBe(401);
  });

  it("tells the payee and the payer of a payment as it is made, with the balance after", async () => {
    const { call } = testApp(db);
    const payer = await signInWithPin(call, newPhone());
    const payee = await signInWithPin(call, newPhone());
    const payeeEvents = await stream(call, payee);
    const payerEvents = await stream(call, payer);

    const id = await paid(call, payer, payee, "45000");

    const received = JSON.parse((await payeeEvents.next(about(id))).data) as Payload;
    expect(received).toEqual({
      transfer: expect.objectContaining({
        id,
        direction: "received",
        amount: "45000",
        counterparty: expect.objectContaining({ name: payer.user.name }) as unknown,
      }) as unknown,
      balance: String(1_250_000 + 45_000),
    });
    const sent = JSON.parse((await payerEvents.next(about(id))).data) as Payload;
    expect(sent.transfer.direction).toBe("sent");
    expect(sent.balance).toBe(String(1_250_000 - 45_000));
    await payeeEvents.close();
    await payerEvents.close();
  });

  it("gives a reconnecting browser exactly what it missed (Last-Event-ID)", async () => {
    const { call } = testApp(db);
    const payer = await signInWithPin(call, newPhone());
    const payee = await signInWithPin(call, newPhone());
    const first = await stream(call, payee);
    const one = await paid(call, payer, payee, "1000");
    const seen = await first.next(about(one));
    await first.close();

    // Offline: two payments arrive while no stream is open.
    const two = await paid(call, payer, payee, "2000");
    const three = await paid(call, payer, payee, "3000");

    const again = await stream(call, payee, seen.id);
    const missed = [await again.next(), await again.next()];
    expect(missed.map((event) => (JSON.parse(event.data) as Payload).transfer.id)).toEqual([
      two,
      three,
    ]);
    expect(missed.map((event) => BigInt(event.id!))).toEqual([
      BigInt(seen.id!) + 1n,
      BigInt(seen.id!) + 2n,
    ]);
    await again.close();
  });

  it("never tells one account of another's payments", async () => {
    const { call } = testApp(db);
    const payer = await signInWithPin(call, newPhone());
    const payee = await signInWithPin(call, newPhone());
    const bystander = await signInWithPin(call, newPhone());
    const watching = await stream(call, bystander);
    await paid(call, payer, payee, "5000");
    // The bystander's next transfer event is the one paid to them, not the one before it.
    const theirs = await paid(call, payer, bystander, "700");
    const next = await watching.next((event) => event.event === "transfer");
    expect((JSON.parse(next.data) as Payload).transfer.id).toBe(theirs);
    await watching.close();
  });
});
