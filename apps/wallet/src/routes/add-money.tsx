import { limitsOf } from "@repo/ledger/limits";
import { checkPayment } from "@repo/ledger/payment";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { Building, CreditCard } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

import { AmountField } from "../components/amount-field";
import { ChoiceOption } from "../components/choice-option";
import { ConfirmPayment } from "../components/confirm-payment";
import { FormStep } from "../components/form-step";
import { ListCard } from "../components/kit/list-card";
import { ShellFigure } from "../components/shell-figure";
import { anyText, useDraftState } from "../hooks/use-draft-state";
import { useHomeCountry } from "../hooks/use-home-country";
import { useBankAccounts, useCards } from "../hooks/use-payment-methods";
import { usePaymentSourceText } from "../hooks/use-payment-source-text";
import { usePrimaryBankId } from "../hooks/use-primary-bank";
import { amountFromText } from "../lib/input-rules";
import { type PaymentInput } from "../lib/ledger";
import { loadCopy } from "../lib/load-copy";
import { stepSearch } from "../lib/step-search";
import type { Tile } from "../lib/tiles";
import { loadLedger } from "../stores/load-ledger";
import { useWalletStore } from "../stores/wallet-store";

/** Its tile on the dashboard (lib/tiles.ts). */
export const tile = { row: "actions", order: 40, icon: "Plus", copy: "addMoney" } satisfies Tile;

export const Route = createFileRoute("/add-money")({
  validateSearch: stepSearch,
  loader: () =>
    Promise.all([loadCopy("addMoney", "profilePaymentMethods", "payment", "input"), loadLedger()]),
  component: AddMoney,
});

function AddMoney() {
  const { t } = useTranslation("wallet", { keyPrefix: "addMoney" });
  const sourceText = usePaymentSourceText();
  const ledger = useWalletStore((s) => s.ledger);
  const balances = ledger.balances;
  const { currency } = useHomeCountry();
  const cards = useCards();
  const bankAccounts = useBankAccounts();
  const primaryBankId = usePrimaryBankId();
  const [amountText, setAmountText] = useDraftState("add-money.amount", "", anyText(20));
  const [sourceId, setSourceId] = useDraftState("add-money.source", primaryBankId, anyText(40));
  // What is entered is kept as a draft: Back from confirm and a reload on confirm find it.
  const confirming = Route.useSearch().step === "confirm";

  const bank = bankAccounts.find((b) => b.id === sourceId);
  const card = cards.find((c) => c.id === sourceId);
  const source = bank
    ? { method: "bank" as const, line: sourceText.bank(bank).name, ledgerName: bank.bankName }
    : card
      ? {
          method: "card" as const,
          line: sourceText.card(card).name,
          ledgerName: card.issuer || sourceText.card(card).name,
        }
      : undefined;

  const amount = amountFromText(amountText, currency);
  const limits = limitsOf(currency);
  const payment: PaymentInput | undefined =
    amount && source
      ? {
          kind: "add-money",
          recipient: source.line,
          name: source.ledgerName,
          amount,
          method: source.method,
        }
      : undefined;
  const refusal = payment ? checkPayment(ledger, payment, new Date()) : null;
  const ready = payment !== undefined && refusal === null;

  if (confirming && payment) {
    return (
      <ConfirmPayment
        title={t("confirmTitle")}
        back={{ to: "/add-money" }}
        payment={payment}
        rows={[
          [t("from"), payment.recipient],
          [t("to"), t("wallet")],
          [t("amountLabel"), formatMoney(payment.amount)],
        ]}
        feeLabel={t("fee")}
      />
    );
  }

  return (
    <FormStep title={t("title")} to="/add-money" ready={ready} replace={confirming}>
      <p className="text-muted-foreground">
        <ShellFigure className="w-40">
          {t("balance", { balance: formatMoney(balances.wallet) })}
        </ShellFigure>
      </p>

      <AmountField
        value={amountText}
        onChange={setAmountText}
        hint={t("amountHint", {
          min: formatMoney(limits.min),
          max: formatMoney(limits.perPayment),
        })}
        refusal={refusal}
        payment={payment}
      />

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
                onSelect={setSourceId}
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
                onSelect={setSourceId}
                icon={<CreditCard aria-hidden="true" />}
                title={text.name}
                detail={text.detail}
              />
            );
          })}
        </SourceGroup>
        {source?.method === "bank" ? (
          <p className="text-sm text-muted-foreground">
            <ShellFigure className="w-36">
              {t("source.bankBalance", { balance: formatMoney(balances.bank) })}
            </ShellFigure>
          </p>
        ) : null}
      </fieldset>

      <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
        {ready ? t("continue", { amount: formatMoney(payment.amount) }) : t("continueEmpty")}
      </Button>
    </FormStep>
  );
}

function SourceGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1">
      <p id={id} className="text-sm text-muted-foreground">
        {title}
      </p>
      <ListCard as="div">{children}</ListCard>
    </div>
  );
}
