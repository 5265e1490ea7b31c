import { payerFee } from "@repo/ledger/fees";
import { PAYMENT_KINDS } from "@repo/ledger/kinds";
import { toMajor } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { Link, type LinkComponentProps, useNavigate } from "@tanstack/react-router";
import { CircleAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { connected } from "../data/api-url";
import type { Approval } from "../data/ledger-backend";
import { useRefusalText } from "../hooks/use-refusal-text";
import { useRegisteredPayee } from "../hooks/use-registered-payee";
import { clearDrafts } from "../lib/drafts";
import type { Payment, PaymentInput, PayRefusal } from "../lib/ledger";
import { useWalletStore } from "../stores/wallet-store";
import { DetailList, DetailRow } from "./detail-list";
import { PinConfirm } from "./pin-confirm";
import { ScreenHeader, useGoBack } from "./screen-header";

// Only the connected wallet meets a number with no account: the local build carries none of it.
const InviteButton = connected ? lazy(() => import("./invite-button")) : null;

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
  const { t: ts } = useTranslation("wallet", { keyPrefix: "payment.sending" });
  const refusalText = useRefusalText();
  const ledger = useWalletStore((s) => s.ledger);
  const pay = useWalletStore((s) => s.pay);
  const navigate = useNavigate();
  const goBack = useGoBack(back);
  const payee = useRegisteredPayee(payment);
  // This payment's own id, made once: sent again on a retry, so the server pays it once.
  const [id] = useState(() => crypto.randomUUID());
  // The approval a retry sends again; kept in memory on this screen only, never stored.
  const approval = useRef<Approval | null>(null);
  // "sending" from the PIN until the answer (the lowered balance must not read as a refusal
  // while the receipt opens); "unsent" when no answer came and nothing is known to be paid.
  const [sending, setSending] = useState<"no" | "sending" | "unsent">("no");
  const [retried, setRetried] = useState(false);
  const [refusedAfterPin, setRefusedAfterPin] = useState<PayRefusal | null>(null);
  const refusal =
    sending !== "no"
      ? null
      : (refusedAfterPin ??
        (payee && payee !== "checking" && !payee.found && payee.reason === "no-account"
          ? { reason: "no-account" as const }
          : checkPayment(ledger, payment, new Date())));
  // A fee paid on top (abroad) leaves the account with the amount: the total is both.
  const fee = payerFee(payment.kind, payment.amount);
  const amount = formatMoney({ ...payment.amount, minor: payment.amount.minor + fee.minor });
  const fromWallet = payment.kind !== "add-money" && (payment.method ?? "wallet") === "wallet";
  const payeeRow: [string, string][] =
    payee === null
      ? []
      : [
          [
            t("registeredName"),
            payee === "checking" ? t("checkingName") : payee.found ? payee.name : t("nameUnknown"),
          ],
        ];

  const openReceipt = (receipt: Payment) => {
    // Money sent to someone (a person, a link, abroad) ends on the sent screen; what is still on
    // its way opens its receipt, which says so.
    if (PAYMENT_KINDS[receipt.kind].category === "transfer" && receipt.status === "Completed") {
      void navigate({
        to: "/send-money/success",
        search: { amount: toMajor(receipt.amount), recipient: receipt.recipient, txn: receipt.id },
        replace: true,
      });
    } else {
      void navigate({ to: "/transactions/$id", params: { id: receipt.id }, replace: true });
    }
  };

  const send = () => {
    if (!approval.current) return;
    setSending("sending");
    void pay(payment, approval.current).then((result) => {
      if (result.ok) {
        approval.current = null;
        clearDrafts();
        openReceipt(result.payment);
        return;
      }
      if (result.refusal.reason === "no-answer") {
        // Nothing is known to be paid: keep the approval and its id for the retry.
        setSending("unsent");
        return;
      }
      approval.current = null;
      setSending("no");
      setRefusedAfterPin(result.refusal);
    });
  };

  const complete = (pin: string) => {
    approval.current = { pin, id };
    send();
  };

  const retry = () => {
    setRetried(true);
    send();
  };

  // Back online: the unsent payment goes again, by itself, as the same payment.
  useEffect(() => {
    if (sending !== "unsent") return;
    const again = () => retry();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
    // retry reads refs and stable setters only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sending]);

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={title} back={back} />
      <div className="flex flex-1 flex-col gap-5 px-5 py-3">
        <section aria-labelledby="summary-title" className="rounded-xl border bg-card px-4 py-1">
          <h2 id="summary-title" className="sr-only">
            {t("title")}
          </h2>
          <DetailList rows={[...payeeRow, ...rows]}>
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
        {sending === "unsent" || (sending === "sending" && retried) ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <p
              role="status"
              className="rounded-xl border bg-muted p-4 text-left text-sm font-medium"
            >
              {sending === "unsent" ? ts("unsent") : ts("checking")}
            </p>
            {sending === "unsent" ? <Button onClick={retry}>{ts("retry")}</Button> : null}
          </div>
        ) : refusal ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-left text-sm font-medium"
            >
              <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              {refusalText(refusal, payment)}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link {...back} onClick={goBack}>
                  {t("change")}
                </Link>
              </Button>
              {InviteButton && refusal.reason === "no-account" ? (
                <Suspense>
                  <InviteButton />
                </Suspense>
              ) : null}
            </div>
          </div>
        ) : payable && payee !== "checking" && sending === "no" ? (
          <PinConfirm
            label={t(payment.kind === "add-money" ? "pinAdd" : "pinPay", { amount })}
            onComplete={complete}
          />
        ) : null}
      </div>
    </main>
  );
}
