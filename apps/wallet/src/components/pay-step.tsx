import { formatINR } from "@repo/ui/lib/format";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AmountProblem } from "../lib/ledger";
import { useWalletStore, type PaymentInput } from "../stores/wallet-store";
import { PinConfirm } from "./pin-confirm";

type PayStepProps = {
  /** What is paid; goes to the store's one `completePayment`, then to the one receipt screen. */
  payment: PaymentInput;
  /** The summary lines above the keypad, label then value, already translated. */
  rows: [label: string, value: string][];
  /** The name of this payment's fee (always shown as FREE, spec section 9). */
  feeLabel: string;
  /** The keypad's name, e.g. "Enter your 6-digit PIN to pay ₹299". */
  pinLabel: string;
  /** The ledger said no after the PIN (the balance changed meanwhile). */
  onRefused: (problem: AmountProblem) => void;
};

/**
 * The confirm step of bills, recharge and add money: the summary, the shared PIN confirm, then
 * the same `completePayment` and receipt (/send-money/success) that sending money uses. Needs
 * the wallet's "app" and "payment" copy.
 */
export function PayStep({ payment, rows, feeLabel, pinLabel, onRefused }: PayStepProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.summary" });
  const completePayment = useWalletStore((s) => s.completePayment);
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);

  const pay = () => {
    if (paying) return;
    setPaying(true);
    const result = completePayment(payment);
    if (!result.ok) {
      setPaying(false);
      onRefused(result.problem);
      return;
    }
    void navigate({
      to: "/send-money/success",
      search: {
        amount: result.payment.amount,
        recipient: result.payment.recipient,
        txn: result.payment.id,
      },
      replace: true,
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <dl className="divide-y rounded-xl border bg-card px-4 py-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2.5">
          <dt className="text-muted-foreground">{feeLabel}</dt>
          <dd className="font-bold text-success">{t("free")}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2.5">
          <dt className="font-semibold">{t("total")}</dt>
          <dd className="text-base font-bold">{formatINR(payment.amount)}</dd>
        </div>
      </dl>
      <PinConfirm label={pinLabel} onComplete={pay} />
    </div>
  );
}
