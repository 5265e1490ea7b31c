import { connected } from "../data/api-url";
import { hashPin, verifyPin } from "../lib/pin-hash";
import { useSessionStore } from "./session-store";

/**
 * Where the PIN is kept and checked: the local build keeps its salted hash on this device; the
 * connected wallet's server keeps and checks it (argon2id, its own count of wrong tries), and this
 * device keeps none of it. Creating, changing and checking the PIN all go through here.
 */

export type PinSaved = { ok: true } | { ok: false; message: string };

/** Keeps a new PIN (`current` is the PIN it replaces, already checked, when there is one). */
export async function savePin(pin: string, current?: string): Promise<PinSaved> {
  if (!connected) {
    useSessionStore.getState().setPin(await hashPin(pin));
    return { ok: true };
  }
  const { setServerPin } = await import("../data/account-api");
  const saved = await setServerPin(pin, current);
  if (!saved.ok) return { ok: false, message: saved.message };
  useSessionStore.getState().setPinOnServer(true);
  return { ok: true };
}

/**
 * Checks a PIN entered: true when right. A wrong one is counted (here, or by the server, whose
 * count and pause this device then shows).
 */
export async function checkPinEntry(pin: string, now = Date.now()): Promise<boolean> {
  const session = useSessionStore.getState();
  if (!connected || !session.pinOnServer) {
    const right = session.pin ? await verifyPin(pin, session.pin) : true;
    if (right) session.pinPassed();
    else session.pinFailed(now);
    return right;
  }
  const { checkServerPin } = await import("../data/account-api");
  const verdict = await checkServerPin(pin);
  if (!verdict.ok) {
    // No verdict (offline, or the session ended): nothing is counted here.
    throw new Error(verdict.message);
  }
  if (verdict.data.right) {
    session.pinPassed();
    return true;
  }
  const until = verdict.data.pausedUntil ? Date.parse(verdict.data.pausedUntil) : null;
  session.pinRefusedByServer(verdict.data.triesLeft, until);
  return false;
}
