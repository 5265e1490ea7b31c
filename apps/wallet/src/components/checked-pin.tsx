import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { AFTER_LAST_DIGIT_MS, PIN_LENGTH, PIN_LOCKOUT_MINUTES, PIN_MAX_TRIES } from "../lib/limits";
import { checkPinEntry } from "../stores/pin-keeper";
import { pinLockedOut, useSessionStore } from "../stores/session-store";
import { PinKeypad } from "./pin-keypad";

type CheckedPinProps = {
  /** The keypad's accessible name, e.g. "Enter your 6-digit PIN to pay ₹500". */
  label: string;
  /**
   * Called once the sixth digit is the right PIN (or any six digits while no PIN exists), with
   * the PIN entered (changing the PIN checks the new one is not the same).
   */
  onVerified: (pin: string) => void;
  /** Under the keypad while waiting for digits. */
  hint?: string;
  /** Under the keypad once six digits are in, e.g. "Processing payment…". */
  busyText?: string;
};

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * PIN entry that checks the PIN against its stored hash: unlocking, every payment and changing
 * the PIN. A wrong PIN clears the entry and says how many tries are left; the last one pauses
 * PIN entry everywhere for PIN_LOCKOUT_MINUTES, with a countdown. Needs the wallet's "app" copy.
 */
export function CheckedPin({ label, onVerified, hint, busyText }: CheckedPinProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "app.pinCheck" });
  const lockedUntil = useSessionStore((s) => s.lockedUntil);
  const [entry, setEntry] = useState("");
  const [busy, setBusy] = useState(false);
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  // The connected wallet's server could not be asked: nothing was counted.
  const [unchecked, setUnchecked] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const lockedOut = pinLockedOut({ lockedUntil }, now);
  // While paused, tick every second for the countdown; at zero the keypad opens again.
  useEffect(() => {
    if (lockedUntil === null || Date.now() >= lockedUntil) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [lockedUntil]);

  const check = async (pin: string) => {
    setBusy(true);
    const checkedAt = Date.now();
    const [right] = await Promise.all([
      checkPinEntry(pin, checkedAt).catch(() => null),
      wait(AFTER_LAST_DIGIT_MS),
    ]);
    if (!mounted.current) return;
    if (right) {
      onVerified(pin);
      return;
    }
    if (right === null) {
      setUnchecked(true);
      setEntry("");
      setBusy(false);
      return;
    }
    const state = useSessionStore.getState();
    setNow(checkedAt);
    setTriesLeft(pinLockedOut(state, checkedAt) ? null : PIN_MAX_TRIES - state.failedTries);
    setEntry("");
    setBusy(false);
  };

  const onChange = (next: string) => {
    setTriesLeft(null);
    setUnchecked(false);
    setEntry(next);
    if (next.length === PIN_LENGTH) void check(next);
  };

  const error = lockedOut
    ? t("lockedOut", { count: PIN_LOCKOUT_MINUTES })
    : triesLeft !== null
      ? t("wrong", { count: triesLeft })
      : unchecked
        ? t("noAnswer")
        : undefined;

  return (
    <div className="flex w-full flex-col items-center gap-3">
      <PinKeypad
        value={entry}
        onChange={onChange}
        label={label}
        disabled={busy || lockedOut}
        error={error}
      />
      {lockedOut ? (
        // A timer is a live region that does not announce every second.
        <p role="timer" aria-atomic="true" className="text-center font-semibold">
          {t("countdown", { time: countdown(lockedUntil! - now) })}
        </p>
      ) : (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {busy ? busyText : hint}
        </p>
      )}
    </div>
  );
}
