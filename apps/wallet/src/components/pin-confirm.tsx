import { useTranslation } from "react-i18next";

import { PIN_LENGTH } from "../lib/limits";
import { hasPin, useSessionStore } from "../stores/session-store";
import { CheckedPin } from "./checked-pin";

type PinConfirmProps = {
  /** The keypad's accessible name, e.g. "Enter your 6-digit PIN to pay ₹500". */
  label: string;
  /**
   * Called once the PIN is right (300 ms after the sixth digit at the earliest). While this
   * device has no PIN (the sample account), any six digits approve, as the demo always did.
   */
  onComplete: (pin: string) => void;
};

/**
 * The PIN step of every payment (send money, bills, recharge, add money). Needs the wallet's
 * "app" and "payment" copy loaded by the route.
 */
export function PinConfirm({ label, onComplete }: PinConfirmProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.pin" });
  const withPin = useSessionStore(hasPin);
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-center font-semibold">{label}</p>
      <CheckedPin
        label={label}
        onVerified={onComplete}
        hint={withPin ? t("checked") : t("hint", { length: PIN_LENGTH })}
        busyText={t("processing")}
      />
    </div>
  );
}
