import { contacts } from "@repo/mock-data/contacts";
import { Button } from "@repo/ui/components/button";
import { formatINR } from "@repo/ui/lib/format";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PinConfirm } from "../../components/pin-confirm";
import { ScreenHeader } from "../../components/screen-header";
import { loadCopy } from "../../lib/copy";
import { amountProblem } from "../../lib/ledger";
import { MAX_AMOUNT, RECIPIENT_MAX_LENGTH } from "../../lib/limits";
import { confirmSearch, type TransferType } from "../../lib/search";
import { useWalletStore } from "../../stores/wallet-store";
import { InvalidPayment } from "./-components/invalid-payment";
import { methodIcon } from "./-components/method-icon";

export const Route = createFileRoute("/send-money/confirm")({
  validateSearch: confirmSearch,
  loader: () => loadCopy("sendMoney", "payment"),
  component: Confirm,
});

function Confirm() {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const { type, recipient, amount, note } = Route.useSearch();
  const wallet = useWalletStore((s) => s.ledger.balances.wallet);
  const completePayment = useWalletStore((s) => s.completePayment);
  const navigate = useNavigate();
  // "paid" keeps the lowered balance from reading as a problem while the receipt opens;
  // "refused" is the ledger saying no after the PIN (the balance changed meanwhile).
  const [outcome, setOutcome] = useState<"paid" | "refused" | null>(null);

  const problems: string[] = [];
  if (!type) problems.push(t("invalid.type"));
  if (!recipient) problems.push(t("invalid.recipient", { max: RECIPIENT_MAX_LENGTH }));
  if (!amount) problems.push(t("invalid.amount", { max: formatINR(MAX_AMOUNT) }));
  else if (
    outcome === "refused" ||
    (outcome === null && amountProblem(amount, wallet) === "insufficient")
  ) {
    problems.push(t("invalid.insufficient", { balance: formatINR(wallet) }));
  }

  if (!type || !recipient || !amount || problems.length > 0) {
    return (
      <InvalidPayment
        problems={problems}
        action={
          <Button asChild>
            {type ? (
              <Link to="/send-money/enter-details" search={{ type, recipient, amount, note }}>
                {t("invalid.toDetails")}
              </Link>
            ) : (
              <Link to="/send-money">{t("invalid.toMethods")}</Link>
            )}
          </Button>
        }
      />
    );
  }

  const pay = () => {
    const result = completePayment({ kind: "send", recipient, amount, note });
    setOutcome(result.ok ? "paid" : "refused");
    if (!result.ok) return;
    void navigate({
      to: "/send-money/success",
      search: { amount, recipient, txn: result.payment.id },
      replace: true,
    });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader
        title={t("confirm.title")}
        back={{ to: "/send-money/enter-details", search: { type, recipient, amount, note } }}
      />
      <div className="flex flex-1 flex-col gap-6 px-5 py-4">
        <Summary type={type} recipient={recipient} amount={amount} note={note} wallet={wallet} />
        <PinConfirm label={t("confirm.pinLabel", { amount: formatINR(amount) })} onComplete={pay} />
      </div>
    </main>
  );
}

type SummaryProps = {
  type: TransferType;
  recipient: string;
  amount: number;
  note: string | undefined;
  wallet: number;
};

function Summary({ type, recipient, amount, note, wallet }: SummaryProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const contact = contacts.find((c) => c.phone === recipient || c.upiId === recipient);
  const Icon = methodIcon[type];
  return (
    <section
      aria-labelledby="summary-to"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="summary-to" className="text-sm text-muted-foreground">
            {t("confirm.to")}
          </h2>
          <p className="font-semibold break-words">{contact?.name ?? recipient}</p>
          {contact ? <p className="text-sm text-muted-foreground">{recipient}</p> : null}
        </div>
      </div>
      <dl className="divide-y text-sm">
        <Row label={t("confirm.method")} value={t(`types.${type}`)} />
        <Row label={t("confirm.amount")} value={formatINR(amount)} />
        {note ? <Row label={t("confirm.note")} value={note} /> : null}
        <Row
          label={t("confirm.fee")}
          value={<span className="font-bold text-success">{t("confirm.free")}</span>}
        />
        <Row
          label={<span className="font-semibold text-foreground">{t("confirm.total")}</span>}
          value={<span className="text-base font-bold">{formatINR(amount)}</span>}
        />
      </dl>
      <p className="text-xs text-muted-foreground">
        {t("confirm.from", { balance: formatINR(wallet) })}
      </p>
    </section>
  );
}

function Row({ label, value }: { label: React.ReactNode; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
    </div>
  );
}
