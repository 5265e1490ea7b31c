import type { HomeCountryCode } from "@repo/pricing/home-countries";
import * as v from "valibot";

import { deviceName } from "../lib/device-name";
import { api, NoContent } from "./api-client";

/**
 * The connected wallet's account on the server: sign-in by a code the server sends and checks,
 * the PIN the server keeps, logout. (The local build does all of this in the browser.)
 */

const Challenge = v.object({ challengeId: v.string(), resendAt: v.string(), sandbox: v.boolean() });
const SandboxMessage = v.object({ message: v.pipe(v.string(), v.maxLength(500)) });
const AccountUser = v.object({
  id: v.string(),
  phone: v.string(),
  country: v.string(),
  name: v.string(),
  upiId: v.string(),
  hasPin: v.boolean(),
  /** Whether the holder gave their name (false: still "SangamPay user NN" from the opening). */
  nameSet: v.boolean(),
});

/** Asks the server for a sign-in code; in the sandbox, reads the SMS it "delivered". */
export async function requestCode(phone: string, country: HomeCountryCode) {
  const sent = await api("/auth/otp", Challenge, { json: { phone, country } });
  if (!sent.ok) return sent;
  const sms = sent.data.sandbox
    ? await api(
        `/auth/otp/${encodeURIComponent(sent.data.challengeId)}/sandbox-message`,
        SandboxMessage,
      )
    : undefined;
  return {
    ok: true as const,
    challengeId: sent.data.challengeId,
    sandboxMessage: sms?.ok ? sms.data.message : null,
  };
}

/** Checks the code; signs this browser in (a new session cookie). */
export const verifyCode = (challengeId: string, code: string) =>
  api("/auth/verify", v.object({ user: AccountUser }), {
    // The name this device goes by in the account's list of devices ("Chrome · Android").
    json: { challengeId, code, device: deviceName(navigator.userAgent) },
  });

/** The signed-in account as the server keeps it (`GET /api/me`): its holder's name and UPI ID. */
export const readAccount = () => api("/me", v.object({ user: AccountUser }));

/** Gives the holder's registered name, once (a second time: `name_set`). */
export const setRegisteredName = (name: string) =>
  api("/me/name", v.object({ user: AccountUser }), { method: "PUT", json: { name } });

/** The first PIN, or a new one given the current PIN; renews the session. */
export const setServerPin = (pin: string, currentPin?: string) =>
  api("/me/pin", NoContent, { method: "PUT", json: { pin, currentPin } });

/** The app lock's check: right, or the tries left, or paused until when. */
export const checkServerPin = (pin: string) =>
  api(
    "/me/pin/check",
    v.object({ right: v.boolean(), triesLeft: v.number(), pausedUntil: v.nullable(v.string()) }),
    { json: { pin } },
  );

/** Ends this browser's session on the server. */
export const endServerSession = () => api("/auth/logout", NoContent, { json: {}, keepalive: true });

/** Ends every other session of the account; says how many ended. */
export const endOtherSessions = () =>
  api(
    "/auth/sign-out-others",
    v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    {
      json: {},
    },
  );

const Device = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  name: v.pipe(v.string(), v.maxLength(200)),
  lastSeenAt: v.pipe(v.string(), v.isoTimestamp()),
  current: v.boolean(),
});
export type Device = v.InferOutput<typeof Device>;

/** The browsers the account is signed in on, newest first (`current`: this one). */
export const listDevices = () => api("/me/devices", v.object({ devices: v.array(Device) }));

/** Removes one of the account's devices; its sessions end. */
export const removeDevice = (id: string) =>
  api(`/me/devices/${encodeURIComponent(id)}`, NoContent, { method: "DELETE" });
