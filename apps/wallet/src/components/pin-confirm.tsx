import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { AFTER_LAST_DIGIT_MS, PIN_LENGTH } from "../lib/limits";
import { PinKeypad } from "./pin-keypad";

type PinConfirmProps = {
  /** The keypad's accessible name, e.g. "Enter your 6-digit PIN to pay ₹500". */
  label: string;
  /**
   * Called 300 ms after the sixth digit. The PIN is not passed on: this demo checks it against
   * nothing, and it is never stored or logged.
   */
  onComplete: () => void;
};

/**
 * The PIN step of every payment (send money, bills, recharge, add money). Needs the wallet's
 * "app" and "payment" copy loaded by the route.
 */
export function PinConfirm({ label, onComplete }: PinConfirmProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.pin" });
  const [pin, setPin] = useState("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const processing = pin.length === PIN_LENGTH;
  const onChange = (next: string) => {
    setPin(next);
    if (next.length === PIN_LENGTH) {
      timer.current = window.setTimeout(onComplete, AFTER_LAST_DIGIT_MS);
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-center font-semibold">{label}</p>
      <PinKeypad value={pin} onChange={onChange} label={label} disabled={processing} />
      <p role="status" className="text-center text-sm text-muted-foreground">
        {processing ? t("processing") : t("hint")}
      </p>
    </div>
  );
}
