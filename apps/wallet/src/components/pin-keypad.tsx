import { cn } from "@repo/ui/lib/cn";
import { Delete } from "lucide-react";
import { useCallback, useId, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { PIN_LENGTH } from "../lib/limits";

type PinKeypadProps = {
  /** The digits entered so far. */
  value: string;
  onChange: (value: string) => void;
  /** The keypad's accessible name, e.g. the screen's "Create your PIN". */
  label: string;
  length?: number;
  /** While true (a step is finishing) no key changes the value. */
  disabled?: boolean;
  /** Shown under the dots and announced, e.g. "PINs don't match. Please try again." */
  error?: string;
};

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

const keyClass =
  "flex min-h-12 items-center justify-center rounded-2xl bg-muted text-2xl font-semibold transition-colors hover:bg-secondary active:bg-secondary disabled:opacity-50";

/**
 * The one PIN entry every screen uses: masked dots, an on-screen keypad whose keys are buttons
 * named by their digit, and the physical keyboard (digits and Backspace) while it is mounted.
 * The wallet's copy file "app" must be loaded by the route that shows it.
 */
export function PinKeypad({
  value,
  onChange,
  label,
  length = PIN_LENGTH,
  disabled = false,
  error,
}: PinKeypadProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "app.keypad" });
  const errorId = useId();

  // Keys can arrive faster than React re-renders, so the keypad keeps its own up-to-date copy of
  // the value (and the latest props) instead of reading a stale render's.
  const latest = useRef({ value, onChange, disabled, length });
  useLayoutEffect(() => {
    latest.current = { value, onChange, disabled, length };
  });

  const change = useCallback((update: (current: string) => string) => {
    const current = latest.current;
    if (current.disabled) return;
    const next = update(current.value).slice(0, current.length);
    if (next === current.value) return;
    current.value = next;
    current.onChange(next);
  }, []);

  // Listening from the commit that draws the keypad (a layout effect), not after the paint: keys
  // pressed the moment the keypad appears are digits, not lost.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        change((current) => current + event.key);
      } else if (event.key === "Backspace") {
        event.preventDefault();
        change((current) => current.slice(0, -1));
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [change]);

  const press = (digit: string) => change((current) => current + digit);
  const full = value.length >= length;

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
      className="flex w-full flex-col items-center gap-4"
    >
      <div aria-hidden="true" className={cn("flex gap-3", error && "motion-safe:animate-shake")}>
        {Array.from({ length }, (_, i) => (
          <span
            key={i}
            className={cn(
              "size-4 rounded-full border-2 transition-colors",
              error
                ? "border-destructive"
                : i < value.length
                  ? "border-primary bg-primary"
                  : "border-input",
            )}
          />
        ))}
      </div>
      <p role="status" className="sr-only">
        {t("progress", { count: value.length, total: length })}
      </p>
      <p
        id={errorId}
        role="alert"
        className="min-h-5 text-center text-sm font-medium text-destructive"
      >
        {error}
      </p>
      <div className="grid w-full max-w-72 grid-cols-3 gap-2.5">
        {KEYS.map((digit) => (
          <button
            key={digit}
            type="button"
            className={keyClass}
            disabled={disabled || full}
            onClick={() => press(digit)}
          >
            {digit}
          </button>
        ))}
        <span aria-hidden="true" />
        <button
          type="button"
          className={keyClass}
          disabled={disabled || full}
          onClick={() => press("0")}
        >
          0
        </button>
        <button
          type="button"
          aria-label={t("backspace")}
          title={t("backspace")}
          className={keyClass}
          disabled={disabled || value.length === 0}
          onClick={() => change((current) => current.slice(0, -1))}
        >
          <Delete aria-hidden="true" className="size-6" />
        </button>
      </div>
    </div>
  );
}
