import { RATE_HOLD_MINUTES } from "@repo/pricing/rates";
import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const HOLD_MS = RATE_HOLD_MINUTES * 60_000;

/**
 * One hold for the quote and confirm screens: the rate is held from the first quote seen, through
 * confirm, and when it runs out a fresh one starts (the sample rates are fixed, so the figures
 * stay; a live feed would requote here). 0 until the first screen starts it.
 */
let heldUntil = 0;

export type RateHold = {
  secondsLeft: number;
  /** How many times the hold ran out and the quote was refreshed on this screen. */
  refreshes: number;
};

/** The hold's countdown, ticking every second, refreshing the quote when it runs out. */
export function useRateHold(): RateHold {
  const [now, setNow] = useState(() => Date.now());
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const tick = () => {
      const time = Date.now();
      if (heldUntil === 0) {
        heldUntil = time + HOLD_MS;
      } else if (time >= heldUntil) {
        heldUntil = time + HOLD_MS;
        setRefreshes((count) => count + 1);
      }
      setNow(time);
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = heldUntil === 0 ? HOLD_MS : Math.max(0, heldUntil - now);
  return { secondsLeft: Math.ceil(left / 1000), refreshes };
}

/** Forgets the hold, as a new visit would (for tests). */
export function resetRateHold() {
  heldUntil = 0;
}

/**
 * The countdown ("Rate held for 4:59", a timer screen readers do not read out every second) and,
 * once the hold has run out, what happened in a live region: the quote was refreshed at `rate`.
 */
export function HoldNotice({ hold, rate }: { hold: RateHold; rate: string }) {
  const { t } = useTranslation("wallet", { keyPrefix: "international.hold" });
  const minutes = Math.floor(hold.secondsLeft / 60);
  const seconds = String(hold.secondsLeft % 60).padStart(2, "0");
  return (
    <div className="flex flex-col gap-2">
      <p
        role="timer"
        aria-atomic="true"
        className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
      >
        <Timer aria-hidden="true" className="size-4 shrink-0" />
        {t("timer", { time: `${minutes}:${seconds}` })}
      </p>
      <p
        role="status"
        className="rounded-lg bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground empty:hidden"
      >
        {hold.refreshes > 0 ? t("refreshed", { rate, minutes: RATE_HOLD_MINUTES }) : ""}
      </p>
    </div>
  );
}
