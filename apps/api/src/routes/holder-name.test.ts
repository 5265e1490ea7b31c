import { beforeAll, describe, expect, it } from "vitest";

import { phoneNumbers, signIn, testApp, testClock } from "../../test/app.ts";
import { freshDatabase } from "../../test/database.ts";
import type { Database } from "../db/database.ts";

let db: Database;
beforeAll(async () => {
  db = await freshDatabase(6);
});

const newPhone = phoneNumbers("93");

async function twoAccounts() {
  const { call } = testApp(db);
  const a = await signIn(call, newPhone());
  const b = await signIn(call, newPhone());
  const as = (cookie: string) => ({
    me: async () =>
      (
        (await (await call("/api/me", { headers: { cookie } })).json()) as {
          user: { name: string; nameSet: boolean };
        }
      ).user,
    name: (json: unknown) => call("/api/me/name", { method: "PUT", json, headers: { cookie } }),
    payee: async (phone: string) =>
      (await (
        await call(`/api/payees?phone=${phone.slice(-10)}`, { headers: { cookie } })
      ).json()) as { name: string },
  });
  return { call, a: { ...a, ...as(a.cookie) }, b: { ...b, ...as(b.cookie) } };
}

describe("the holder's registered name", () => {
  it("is given once, tidied, and is what payers see; a second time is refused", async () => {
    const { a, b } = await twoAccounts();
    const opened = await a.me();
    expect(opened).toMatchObject({
      name: `SangamPay user ${a.user.phone.slice(-2)}`,
      nameSet: false,
    });
    expect((await b.payee(a.user.phone)).name).toBe(opened.name);

    const given = await a.name({ name: "  Asha   Rao " });
    expect(given.status).toBe(200);
    expect(await given.json()).toMatchObject({ user: { name: "Asha Rao", nameSet: true } });
    expect(await a.me()).toMatchObject({ name: "Asha Rao", nameSet: true });
    expect((await b.payee(a.user.phone)).name).toBe("Asha Rao");

    const again = await a.name({ name: "Someone Else" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: "name_set",
        message: "Your registered name is set. To change it, contact support.",
      },
    });
    expect((await b.payee(a.user.phone)).name).toBe("Asha Rao");
  });

  it("refuses what is not a person's name, says why, and keeps the name it had", async () => {
    const { a } = await twoAccounts();
    const cases: [unknown, string][] = [
      [{ name: "A" }, "A name is at least 2 characters."],
      [{ name: "Asha 2" }, "A name is letters, with spaces and . ' - between words."],
      [{ name: "<script>x</script>" }, "A name is letters, with spaces and . ' - between words."],
      [{ name: "SangamPay Support" }, "A person's name cannot be SangamPay's own."],
      [{ name: "A".repeat(81) }, "A name is at most 80 characters."],
      [{ name: "   " }, "Enter your name."],
    ];
    for (const [json, message] of cases) {
      const refused = await a.name(json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: { code: "invalid_body", issues: [{ path: "name", message }] },
      });
    }
    for (const json of [{}, { name: 42 }, { name: null }])
      expect((await a.name(json)).status, JSON.stringify(json)).toBe(400);
    expect(await a.me()).toMatchObject({ nameSet: false });
    expect((await a.name({ name: "రవి కుమార్" })).status).toBe(200);
    expect(await a.me()).toMatchObject({ name: "రవి కుమార్", nameSet: true });
  });

  it("may come with the first sign-in's code; an account that exists keeps its own", async () => {
    const clock = testClock();
    const { call } = testApp(db, clock);
    const phone = newPhone();
    const opened = await signIn(call, phone, { name: "Chanda Mwila" });
    expect(opened.user).toMatchObject({ name: "Chanda Mwila", nameSet: true });
    clock.advance(31_000);
    const again = await signIn(call, phone, { name: "Someone Else" });
    expect(again.user).toMatchObject({ name: "Chanda Mwila", nameSet: true });
  });
});
