import { payerFee } from "@repo/ledger/fees";
import { PAYMENT_KINDS } from "@repo/ledger/kinds";
import { toMajor } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { Link, type LinkComponentProps, useNavigate } from "@tanstack/react-router";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { useRefusalText } from "../hooks/use-refusal-text";
import { clearDrafts } from "../lib/drafts";
import type { Payment, PaymentInput, PayRefusal } from "../lib/ledger";
import { useWalletStore } from "../stores/wallet-store";
import { DetailList, DetailRow } from "./detail-list";
import { PinConfirm } from "./pin-confirm";
import { ScreenHeader, useGoBack } from "./screen-header";

type ConfirmPaymentProps = {
  /** The screen's h1, e.g. "Confirm payment". */
  title: string;
  /**
   * The step before, with everything typed still there: Back returns to it (the browser's Back,
   * or this link when confirm was opened directly).
   */
  back: LinkComponentProps;
  /** What is paid, exactly as the ledger will take it. */
  payment: PaymentInput;
  /** The summary lines above the fee and total, label then value, already translated. */
  rows: [label: string, value: string][];
  /** The name of this payment's fee (FREE unless it has one); "Transaction fee" unless given. */
  feeLabel?: string;
  /** Shown under the summary, e.g. a quote's rate hold. */
  children?: React.ReactNode;
  /** False holds the PIN keypad back (a refreshed quote the person has not yet seen). */
  payable?: boolean;
};

/**
 * The confirm step of every payment (send money, add money, bills, recharge): the summary, the
 * fee line and total, then the PIN keypad, or the ledger's refusal with a way back. A paid
 * payment's receipt replaces this step in the history, so Back never returns to the PIN.
 * Needs the wallet's "app" and "payment" copy.
 */
export function ConfirmPayment({
  title,
  back,
  payment,
  rows,
  feeLabel,
  children,
  payable = true,
}: ConfirmPaymentProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.summary" });
  const refusalText = useRefusalText();
  const ledger = useWalletStore((s) => s.ledger);
  const pay = useWalletStore((s) => s.pay);
  const navigate = useNavigate();
  const goBack = useGoBack(back);
  // Once paid, the lowered balance must not read as a refusal while the receipt opens.
  const [paid, setPaid] = useState(false);
  const [refusedAfterPin, setRefusedAfterPin] = useState<PayRefusal | null>(null);
  const refusal = paid ? null : (refusedAfterPin ?? checkPayment(ledger, payment, new Date()));
  // A fee paid on top (abroad) leaves the account with the amount: the total is both.
  const fee = payerFee(payment.kind, payment.amount);
  const amount = formatMoney({ ...payment.amount, minor: payment.amount.minor + fee.minor });
  const fromWallet = payment.kind !== "add-money" && (payment.method ?? "wallet") === "wallet";

  const openReceipt = (receipt: Payment) => {
    // Money sent to someone (a person, a link, abroad) ends on the sent screen.
    if (PAYMENT_KINDS[receipt.kind].category === "transfer") {
      void navigate({
        to: "/send-money/success",
        search: { amount: toMajor(receipt.amount), recipient: receipt.recipient, txn: receipt.id },
        replace: true,
      });
    } else {
      void navigate({ to: "/transactions/$id", params: { id: receipt.id }, replace: true });
    }
  };

  const complete = (pin: string) => {
    // Paid until the stored ledger says otherwise (another tab may have spent the money).
    setPaid(true);
    void pay(payment, pin).then((result) => {
      if (result.ok) {
        clearDrafts();
        openReceipt(result.payment);
        return;
      }
      setPaid(false);
      setRefusedAfterPin(result.refusal);
    });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={title} back={back} />
      <div className="flex flex-1 flex-col gap-5 px-5 py-3">
        <section aria-labelledby="summary-title" className="rounded-xl border bg-card px-4 py-1">
          <h2 id="summary-title" className="sr-only">
            {t("title")}
          </h2>
          <DetailList rows={rows}>
            {fee.minor > 0 ? (
              <DetailRow label={feeLabel ?? t("fee")}>{formatMoney(fee)}</DetailRow>
            ) : (
              <DetailRow label={feeLabel ?? t("fee")} valueClassName="font-bold text-success">
                {t("free")}
              </DetailRow>
            )}
            <DetailRow
              label={t("total")}
              labelClassName="font-semibold text-foreground"
              valueClassName="text-base font-bold"
            >
              {amount}
            </DetailRow>
          </DetailList>
        </section>
        {fromWallet ? (
          <p className="-mt-2 text-xs text-muted-foreground">
            {t("from", { balance: formatMoney(ledger.balances.wallet) })}
          </p>
        ) : null}
        {children}
        {refusal ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-left text-sm font-medium"
            >
              <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              {refusalText(refusal, payment)}
            </p>
            <Button asChild>
              <Link {...back} onClick={goBack}>
                {t("change")}
              </Link>
            </Button>
          </div>
        ) : payable ? (
          <PinConfirm
            label={t(payment.kind === "add-money" ? "pinAdd" : "pinPay", { amount })}
            onComplete={complete}
          />
        ) : null}
      </div>
    </main>
  );
}
