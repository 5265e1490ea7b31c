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

type RequestPayload = {
  request: { id: string; status: string; direction: string; transferId: string | null };
};
const requestEvent =
  (id: string, status: string) =>
  (event: ServerEvent): boolean => {
    if (event.event !== "request") return false;
    const { request } = JSON.parse(event.data) as RequestPayload;
    return request.id === id && request.status === status;
  };

/** `from` asks `to` for `amount`; answers the request's id. */
const asked = async (call: Call, from: Person, to: Person, amount: string) => {
  const id = uuidv7();
  const response = await call("/api/requests", {
    method: "POST",
    json: { id, to: { phone: to.user.phone }, amount, currency: "INR" },
    headers: { cookie: from.cookie },
  });
  expect(response.status).toBe(201);
  return id;
};
const act = (call: Call, who: Person, path: string, json: unknown = {}) =>
  call(path, { method: "POST", json, headers: { cookie: who.cookie } });

describe("GET /api/events: requests", () => {
  it("tells the requester and the payer of a request made, paid and declined, and nobody else", async () => {
    const { call } = testApp(db);
    const requester = await signInWithPin(call, newPhone());
    const payer = await signInWithPin(call, newPhone());
    const bystander = await signInWithPin(call, newPhone());
    const requesterEvents = await stream(call, requester);
    const payerEvents = await stream(call, payer);
    const bystanderEvents = await stream(call, bystander);

    const one = await asked(call, requester, payer, "30000");
    const made = await payerEvents.next(requestEvent(one, "open"));
    expect(made.id).toBeUndefined();
    expect(JSON.parse(made.data)).toEqual({
      request: expect.objectContaining({
        id: one,
        kind: "request",
        direction: "incoming",
        amount: "30000",
        requester: expect.objectContaining({ name: requester.user.name }) as unknown,
      }) as unknown,
    });
    const mine = await requesterEvents.next(requestEvent(one, "open"));
    expect((JSON.parse(mine.data) as RequestPayload).request.direction).toBe("outgoing");

    const transferId = uuidv7();
    const paid = await act(call, payer, `/api/requests/${one}/pay`, {
      id: transferId,
      pin: payer.pin,
    });
    expect(paid.status).toBe(201);
    // Each side hears of the request paid and of the money (its own event, with its id), in
    // whichever order the two feeds' polls give them.
    for (const events of [requesterEvents, payerEvents]) {
      const heard: ServerEvent[] = [];
      const wanted = (event: ServerEvent) =>
        requestEvent(one, "paid")(event) || about(transferId)(event);
      heard.push(await events.next(wanted));
      heard.push(await events.next((event) => wanted(event) && event.event !== heard[0]!.event));
      const request = heard.find((event) => event.event === "request")!;
      expect((JSON.parse(request.data) as RequestPayload).request.transferId).toBe(transferId);
      expect(heard.find((event) => event.event === "transfer")!.id).toMatch(/^\d+$/);
    }

    const two = await asked(call, requester, payer, "1000");
    expect((await act(call, payer, `/api/requests/${two}/decline`)).status).toBe(200);
    await requesterEvents.next(requestEvent(two, "declined"));
    await payerEvents.next(requestEvent(two, "declined"));

    // The bystander's first request event is the request made to them, none of the others'.
    const theirs = await asked(call, requester, bystander, "700");
    const first = await bystanderEvents.next((event) => event.event === "request");
    expect((JSON.parse(first.data) as RequestPayload).request.id).toBe(theirs);
    await Promise.all([requesterEvents, payerEvents, bystanderEvents].map((e) => e.close()));
  });

  it("keeps the transfers' resume exact with request events between them", async () => {
    const { call } = testApp(db);
    const payer = await signInWithPin(call, newPhone());
    const payee = await signInWithPin(call, newPhone());
    const first = await stream(call, payee);
    const one = await paid(call, payer, payee, "1000");
    const seen = await first.next(about(one));
    // A request made and declined after it: events without an id, so the browser's
    // Last-Event-ID stays the transfer's.
    const request = await asked(call, payer, payee, "2500");
    expect((await first.next(requestEvent(request, "open"))).id).toBeUndefined();
    expect((await act(call, payee, `/api/requests/${request}/decline`)).status).toBe(200);
    expect((await first.next(requestEvent(request, "declined"))).id).toBeUndefined();
    await first.close();

    const two = await paid(call, payer, payee, "2000");
    const again = await stream(call, payee, seen.id);
    const missed = await again.next((event) => event.event === "transfer");
    expect((JSON.parse(missed.data) as Payload).transfer.id).toBe(two);
    expect(BigInt(missed.id!)).toBe(BigInt(seen.id!) + 1n);
    await again.close();
  });
});
