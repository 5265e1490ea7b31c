import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { PIN_RULES, pinVerdict, setPin } from "../auth/pin.ts";
import { endSession, startSession } from "../auth/sessions.ts";
import { getUser, setHolderName } from "../auth/users.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import { requireSession, setSessionCookie } from "../http/session.ts";
import { HolderName, Pin, UserView, Uuid } from "./schemas.ts";

const Balance = v.object({
  kind: v.picklist(["wallet", "bank"]),
  currency: v.string(),
  balance: v.string(),
  held: v.string(),
  available: v.string(),
});
const Device = v.object({
  id: Uuid,
  name: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  current: v.boolean(),
});

/** The signed-in account: who, what it holds, its devices, its PIN. */
export function meRoutes(book: RouteBook, deps: AppDeps) {
  const { db, secrets, clock } = deps;

  book.add(
    {
      method: "get",
      path: "/api/me",
      operationId: "getMe",
      summary: "The signed-in account and its balances (wallet and linked bank).",
      tags: ["me"],
      auth: "session",
      responses: {
        200: {
          description: "The account",
          schema: v.object({ user: UserView, balances: v.array(Balance) }),
        },
        401: { description: "No live session" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const user = await getUser(db, session.userId);
      const { rows } = await db.query<{
        kind: "wallet" | "bank";
        currency: string;
        balance: bigint;
        held: bigint;
      }>(
        `SELECT kind, currency, balance, held FROM account_balances
          WHERE owner_kind = 'user' AND owner_id = $1 ORDER BY kind DESC, currency`,
        [session.userId],
      );
      return c.json({
        user,
        balances: rows.map((row) => ({
          kind: row.kind,
          currency: row.currency,
          balance: row.balance.toString(),
          held: row.held.toString(),
          available: (row.balance - row.held).toString(),
        })),
      });
    },
  );

  book.add(
    {
      method: "put",
      path: "/api/me/name",
      operationId: "setName",
      summary:
        "Gives the holder's registered name (what payers see), once; after that a change goes through support.",
      tags: ["me"],
      auth: "session",
      body: v.object({ name: HolderName }),
      responses: {
        200: { description: "The account, with its name", schema: v.object({ user: UserView }) },
        400: { description: "Not a name (too short or long, not letters, SangamPay's own)" },
        401: { description: "No live session" },
        409: { description: "The name was given before: a change goes through support" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const user = await setHolderName(db, session.userId, body.name, clock());
      if (!user)
        throw new ApiError(
          "name_set",
          "Your registered name is set. To change it, contact support.",
        );
      return c.json({ user });
    },
  );

  book.add(
    {
      method: "put",
      path: "/api/me/pin",
      operationId: "setPin",
      summary: "Sets the first PIN, or changes it given the current one; renews the session.",
      tags: ["me"],
      auth: "session",
      body: v.object({ pin: Pin, currentPin: v.optional(Pin) }),
      responses: {
        204: { description: "PIN set; a new session cookie" },
        401: { description: "No live session, or the current PIN is wrong" },
        422: { description: "A weak PIN (repeated digits, a straight run, the same as before)" },
        423: { description: "Paused after 3 wrong PINs" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const now = clock();
      await setPin(db, secrets, session.userId, body, now);
      // A new token after a factor change: the old one stops working.
      const renewed = await db.transaction(async (tx) => {
        await endSession(tx, session.id, now);
        return startSession(tx, session.userId, session.deviceId, now);
      });
      setSessionCookie(c, deps, renewed.token);
      return c.body(null, 204);
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/me/pin/check",
      operationId: "checkPin",
      summary:
        "Checks the PIN (the app lock on a device that keeps no PIN of its own). A wrong PIN counts towards the pause, as at a payment.",
      tags: ["me"],
      auth: "session",
      body: v.object({ pin: Pin }),
      responses: {
        200: {
          description: "The verdict: right, or the tries left, or paused until a time",
          schema: v.object({
            right: v.boolean(),
            triesLeft: v.number(),
            pausedUntil: v.nullable(v.string()),
          }),
        },
        401: { description: "No live session" },
        428: { description: "No PIN is set yet" },
      },
    },
    async (c, body) => {
      const session = await requireSession(c, deps);
      const verdict = await pinVerdict(db, secrets, session.userId, body.pin, clock());
      return c.json(
        verdict.right
          ? { right: true, triesLeft: PIN_RULES.wrongTries, pausedUntil: null }
          : {
              right: false,
              triesLeft: verdict.triesLeft,
              pausedUntil: verdict.pausedUntil?.toISOString() ?? null,
            },
      );
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/me/devices",
      operationId: "listDevices",
      summary: "The browsers this account is signed in on (or was), newest first.",
      tags: ["me"],
      auth: "session",
      responses: {
        200: { description: "Devices", schema: v.object({ devices: v.array(Device) }) },
        401: { description: "No live session" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const { rows } = await db.query<{
        id: string;
        name: string;
        created_at: Date;
        last_seen_at: Date;
      }>(
        `SELECT id, name, created_at, last_seen_at FROM devices
          WHERE user_id = $1 AND removed_at IS NULL ORDER BY last_seen_at DESC`,
        [session.userId],
      );
      return c.json({
        devices: rows.map((row) => ({
          id: row.id,
          name: row.name,
          createdAt: new Date(row.created_at).toISOString(),
          lastSeenAt: new Date(row.last_seen_at).toISOString(),
          current: row.id === session.deviceId,
        })),
      });
    },
  );

  book.add(
    {
      method: "delete",
      path: "/api/me/devices/:id",
      operationId: "removeDevice",
      summary: "Removes one of this account's devices; its sessions end.",
      tags: ["me"],
      auth: "session",
      responses: {
        204: { description: "Removed" },
        401: { description: "No live session" },
        404: { description: "Not a device of this account" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      const id = v.safeParse(Uuid, c.req.param("id"));
      const { rowCount } = id.success
        ? await db.query(
            "UPDATE devices SET removed_at = $3 WHERE id = $1 AND user_id = $2 AND removed_at IS NULL",
            [id.output, session.userId, clock()],
          )
        : { rowCount: 0 };
      if (rowCount === 0) throw new ApiError("not_found", "No such device on this account.");
      return c.body(null, 204);
    },
  );
}
