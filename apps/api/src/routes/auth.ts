import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { checkCode, requestCode } from "../auth/otp.ts";
import { toE164 } from "../auth/phone.ts";
import { tries } from "../auth/pin.ts";
import { addDevice, endOtherSessions, endSession, startSession } from "../auth/sessions.ts";
import { findOrOpenUser } from "../auth/users.ts";
import { clientAddress } from "../http/client-address.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteBook } from "../http/route.ts";
import {
  clearSessionCookie,
  deviceOf,
  requireSession,
  setDeviceCookie,
  setSessionCookie,
} from "../http/session.ts";
import { Country, HolderName, UserView, Uuid } from "./schemas.ts";

const OtpRequest = v.object({ phone: v.pipe(v.string(), v.maxLength(20)), country: Country });
const Challenge = v.object({
  challengeId: Uuid,
  expiresAt: v.string(),
  resendAt: v.string(),
  sandbox: v.boolean(),
});
const Verify = v.object({
  challengeId: Uuid,
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, "The code is 6 digits.")),
  device: v.optional(v.pipe(v.string(), v.maxLength(80))),
  /** The holder's name, for an account this sign-in opens (an existing account keeps its own). */
  name: v.optional(HolderName),
});
const Empty = v.object({});

/** Sign-in by a one-time code, sessions, logout, and signing out the other devices. */
export function authRoutes(book: RouteBook, deps: AppDeps) {
  const { db, secrets, sms, clock } = deps;

  book.add(
    {
      method: "post",
      path: "/api/auth/otp",
      operationId: "requestCode",
      summary: "Sends a 6-digit sign-in code to a phone (the sandbox keeps it in its outbox).",
      tags: ["auth"],
      auth: "none",
      body: OtpRequest,
      responses: {
        201: { description: "Code sent", schema: Challenge },
        400: { description: "Not a mobile number of that country" },
        429: { description: "Too soon after the last code, or too many this hour" },
      },
    },
    async (c, body) => {
      const phone = toE164(body.phone, body.country);
      if (!phone) {
        throw new ApiError("invalid_body", "Enter a mobile number of the country you chose.", [
          { path: "phone", message: "Not a mobile number of that country." },
        ]);
      }
      const challenge = await requestCode(db, secrets, sms, {
        phone,
        clientAddress: clientAddress(c),
        now: clock(),
        perClientPerHour: deps.config.OTP_PER_CLIENT_PER_HOUR,
      });
      return c.json({ ...challenge, sandbox: sms.sandbox }, 201);
    },
  );

  book.add(
    {
      method: "get",
      path: "/api/auth/otp/:challengeId/sandbox-message",
      operationId: "readSandboxMessage",
      summary: "Sandbox only: the SMS the sandbox delivered for this live challenge.",
      tags: ["auth"],
      auth: "none",
      responses: {
        200: { description: "The message", schema: v.object({ message: v.string() }) },
        404: { description: "No live challenge, or a real SMS provider is configured" },
      },
    },
    async (c) => {
      const id = v.safeParse(Uuid, c.req.param("challengeId"));
      const message =
        sms.sandbox && id.success ? await sms.read(db, id.output, clock()) : undefined;
      if (!message) throw new ApiError("not_found", "No message for this code request.");
      return c.json({ message });
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/auth/verify",
      operationId: "verifyCode",
      summary:
        "Checks the code; signs in (opening the account on a first sign-in) with a new session cookie.",
      tags: ["auth"],
      auth: "none",
      body: Verify,
      responses: {
        200: { description: "Signed in", schema: v.object({ user: UserView }) },
        401: { description: "Wrong code (tries left in the message)" },
        410: { description: "Code expired, used, or 5 wrong tries" },
      },
    },
    async (c, body) => {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const check = await checkCode(tx, secrets, body.challengeId, body.code, now);
        if (!check.ok) return check;
        const user = await findOrOpenUser(tx, check.phone, body.name);
        const device = await addDevice(
          tx,
          user.id,
          body.device ?? c.req.header("user-agent")?.slice(0, 80) ?? "",
          now,
          deviceOf(c, deps),
        );
        const { token } = await startSession(tx, user.id, device, now);
        return { ok: true as const, user, token, device };
      });
      if (!result.ok) {
        throw result.triesLeft > 0
          ? new ApiError("wrong_code", `Wrong code: ${tries(result.triesLeft)} left.`)
          : new ApiError("challenge_ended", "Wrong code 5 times: ask for a new one.");
      }
      setSessionCookie(c, deps, result.token);
      setDeviceCookie(c, deps, result.device);
      return c.json({ user: result.user });
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/auth/logout",
      operationId: "logout",
      summary: "Ends this session on the server.",
      tags: ["auth"],
      auth: "session",
      body: Empty,
      responses: { 204: { description: "Signed out" }, 401: { description: "No live session" } },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      await endSession(db, session.id, clock());
      clearSessionCookie(c, deps);
      return c.body(null, 204);
    },
  );

  book.add(
    {
      method: "post",
      path: "/api/auth/sign-out-others",
      operationId: "signOutOtherDevices",
      summary: "Ends every other session of this account.",
      tags: ["auth"],
      auth: "session",
      body: Empty,
      responses: {
        200: { description: "Sessions ended", schema: v.object({ ended: v.number() }) },
        401: { description: "No live session" },
      },
    },
    async (c) => {
      const session = await requireSession(c, deps);
      return c.json({ ended: await endOtherSessions(db, session, clock()) });
    },
  );
}
