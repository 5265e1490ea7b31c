import { bankAccounts } from "@repo/mock-data/banks";
import { cards } from "@repo/mock-data/cards";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatINR } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { Building, CreditCard } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceOption } from "../components/choice-option";
import { PayStep } from "../components/pay-step";
import { ScreenHeader } from "../components/screen-header";
import { usePaymentSourceText } from "../hooks/use-payment-source-text";
import { loadCopy } from "../lib/copy";
import { amountProblem, type AmountProblem } from "../lib/ledger";
import { MAX_AMOUNT, QUICK_AMOUNTS } from "../lib/limits";
import { digitsOnly } from "../lib/phone";
import { useSettingsStore } from "../stores/settings-store";
import { useWalletStore } from "../stores/wallet-store";

export const Route = createFileRoute("/add-money")({
  loader: () => loadCopy("addMoney", "profilePaymentMethods", "payment"),
  component: AddMoney,
});

const AMOUNT_DIGITS = String(MAX_AMOUNT).length;

function AddMoney() {
  const { t } = useTranslation("wallet", { keyPrefix: "addMoney" });
  const sourceText = usePaymentSourceText();
  const balances = useWalletStore((s) => s.ledger.balances);
  const primaryBankId = useSettingsStore((s) => s.primaryBankId);
  const [amountText, setAmountText] = useState("");
  const [sourceId, setSourceId] = useState(primaryBankId);
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [refused, setRefused] = useState<AmountProblem | null>(null);

  const bank = bankAccounts.find((b) => b.id === sourceId);
  const card = cards.find((c) => c.id === sourceId);
  const source = bank
    ? { method: "bank" as const, line: sourceText.bank(bank).name, ledgerName: bank.bankName }
    : card
      ? { method: "card" as const, line: sourceText.card(card).name, ledgerName: card.issuer }
      : undefined;

  const amount = amountText === "" ? undefined : Number(amountText);
  // Money from a card is new money; from a bank it must be in the bank.
  const available = source?.method === "bank" ? balances.bank : Infinity;
  const problem = refused ?? (amount === undefined ? null : amountProblem(amount, available));
  const ready = amount !== undefined && problem === null && source !== undefined;
  const problemText =
    problem === "missing"
      ? t("errors.amount-invalid")
      : problem === "over-limit"
        ? t("errors.amount-over-limit", { max: formatINR(MAX_AMOUNT) })
        : problem === "insufficient"
          ? t("errors.insufficient", { balance: formatINR(balances.bank) })
          : "";

  if (step === "confirm" && ready) {
    return (
      <main className="flex flex-1 flex-col">
        <ScreenHeader title={t("confirmTitle")} back={() => setStep("form")} />
        <div className="flex flex-col gap-6 px-5 py-4">
          <PayStep
            payment={{
              kind: "add-money",
              recipient: source.line,
              name: source.ledgerName,
              amount,
              method: source.method,
            }}
            rows={[
              [t("from"), source.line],
              [t("to"), t("wallet")],
              [t("amountLabel"), formatINR(amount)],
            ]}
            feeLabel={t("fee")}
            pinLabel={t("pinLabel", { amount: formatINR(amount) })}
            onRefused={(why) => {
              setRefused(why);
              setStep("form");
            }}
          />
        </div>
      </main>
    );
  }

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <form
        className="flex flex-1 flex-col gap-5 px-5 pt-2 pb-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) setStep("confirm");
        }}
      >
        <p className="text-muted-foreground">
          {t("balance", { balance: formatINR(balances.wallet) })}
        </p>

        <div className="flex flex-col gap-2">
          <Label htmlFor="amount">{t("amount.label")}</Label>
          <Input
            id="amount"
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            maxLength={AMOUNT_DIGITS}
            placeholder="0"
            value={amountText}
            aria-describedby="amount-hint amount-problem"
            aria-invalid={problem ? true : undefined}
            className="text-2xl font-bold"
            onChange={(event) => {
              setAmountText(digitsOnly(event.target.value, AMOUNT_DIGITS));
              setRefused(null);
            }}
          />
          <p id="amount-hint" className="text-sm text-muted-foreground">
            {t("amount.hint", { max: formatINR(MAX_AMOUNT) })}
          </p>
          <p
            id="amount-problem"
            role="alert"
            className="text-sm font-medium text-destructive empty:hidden"
          >
            {problemText}
          </p>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("amount.quick")}</legend>
          <div className="grid grid-cols-4 gap-2">
            {QUICK_AMOUNTS.map((quick) => (
              <Button
                key={quick}
                variant="outline"
                size="sm"
                aria-label={t("amount.quickAmount", { amount: formatINR(quick) })}
                aria-pressed={amount === quick}
                className="aria-pressed:border-primary aria-pressed:bg-secondary"
                onClick={() => {
                  setAmountText(String(quick));
                  setRefused(null);
                }}
              >
                {formatINR(quick)}
              </Button>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t("source.title")}</legend>
          <SourceGroup title={t("source.banks")}>
            {bankAccounts.map((account) => {
              const text = sourceText.bank(account);
              return (
                <ChoiceOption
                  key={account.id}
                  group="source"
                  value={account.id}
                  checked={sourceId === account.id}
                  onSelect={(id) => {
                    setSourceId(id);
                    setRefused(null);
                  }}
                  icon={<Building aria-hidden="true" />}
                  title={text.name}
                  detail={text.detail}
                  badge={account.id === primaryBankId ? t("source.primary") : undefined}
                />
              );
            })}
          </SourceGroup>
          <SourceGroup title={t("source.cards")}>
            {cards.map((item) => {
              const text = sourceText.card(item);
              return (
                <ChoiceOption
                  key={item.id}
                  group="source"
                  value={item.id}
                  checked={sourceId === item.id}
                  onSelect={(id) => {
                    setSourceId(id);
                    setRefused(null);
                  }}
                  icon={<CreditCard aria-hidden="true" />}
                  title={text.name}
                  detail={text.detail}
                />
              );
            })}
          </SourceGroup>
          {source?.method === "bank" ? (
            <p className="text-sm text-muted-foreground">
              {t("source.bankBalance", { balance: formatINR(balances.bank) })}
            </p>
          ) : null}
        </fieldset>

        <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
          {ready ? t("continue", { amount: formatINR(amount) }) : t("continueEmpty")}
        </Button>
      </form>
    </main>
  );
}

function SourceGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1">
      <p id={id} className="text-sm text-muted-foreground">
        {title}
      </p>
      <div className="divide-y overflow-hidden rounded-xl border bg-card">{children}</div>
    </div>
  );
}
