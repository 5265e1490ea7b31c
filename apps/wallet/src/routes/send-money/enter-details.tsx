import { contacts } from "@repo/mock-data/contacts";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { formatINR } from "@repo/ui/lib/format";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ScreenHeader } from "../../components/screen-header";
import { loadCopy } from "../../lib/copy";
import { amountProblem } from "../../lib/ledger";
import { MAX_AMOUNT, NOTE_MAX_LENGTH, QUICK_AMOUNTS, RECIPIENT_MAX_LENGTH } from "../../lib/limits";
import { digitsOnly } from "../../lib/phone";
import { enterDetailsSearch, type TransferType } from "../../lib/search";
import { useWalletStore } from "../../stores/wallet-store";
import { InvalidPayment } from "./-components/invalid-payment";

export const Route = createFileRoute("/send-money/enter-details")({
  validateSearch: enterDetailsSearch,
  loader: () => loadCopy("sendMoney"),
  component: EnterDetails,
});

/** Six digits hold the largest amount allowed (₹1,00,000). */
const AMOUNT_DIGITS = String(MAX_AMOUNT).length;

const recipientInput: Record<TransferType, React.ComponentProps<"input">> = {
  phone: { type: "tel", inputMode: "tel", autoComplete: "off" },
  upi: { type: "text", inputMode: "email", autoCapitalize: "none", spellCheck: false },
  bank: { type: "text", inputMode: "numeric", autoComplete: "off" },
  international: { type: "text", autoComplete: "off" },
};

function EnterDetails() {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const search = Route.useSearch();
  if (!search.type) {
    return (
      <InvalidPayment
        problems={[t("invalid.type")]}
        action={
          <Button asChild>
            <Link to="/send-money">{t("invalid.toMethods")}</Link>
          </Button>
        }
      />
    );
  }
  return <DetailsForm key={search.type} type={search.type} search={search} />;
}

type DetailsFormProps = {
  type: TransferType;
  search: ReturnType<typeof Route.useSearch>;
};

function DetailsForm({ type, search }: DetailsFormProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const navigate = useNavigate();
  const wallet = useWalletStore((s) => s.ledger.balances.wallet);
  const contact = contacts.find((c) => c.id === search.contact);
  const [recipient, setRecipient] = useState(search.recipient ?? contact?.phone ?? "");
  const [amount, setAmount] = useState(search.amount ? String(search.amount) : "");
  const [note, setNote] = useState(search.note ?? "");

  const amountValue = amount === "" ? undefined : Number(amount);
  const problem = amountProblem(amountValue, wallet);
  const shownProblem = problem === "over-limit" || problem === "insufficient" ? problem : null;
  const ready = recipient.trim() !== "" && amount !== "" && problem === null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void navigate({
      to: "/send-money/confirm",
      search: {
        type,
        recipient: recipient.trim(),
        amount: amountValue,
        note: note.trim() || undefined,
      },
    });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t(`details.title.${type}`)} back={{ to: "/send-money" }} />
      <form className="flex flex-1 flex-col gap-5 px-5 py-4" onSubmit={submit} noValidate>
        {contact ? (
          <p className="flex items-center gap-3 rounded-xl bg-secondary p-3 text-secondary-foreground">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {contact.initials}
            </span>
            <span className="font-medium">{t("details.contact", { name: contact.name })}</span>
          </p>
        ) : null}

        <div className="flex flex-col gap-2">
          <Label htmlFor="recipient">{t(`details.recipient.${type}`)}</Label>
          <Input
            id="recipient"
            name="recipient"
            {...recipientInput[type]}
            maxLength={RECIPIENT_MAX_LENGTH}
            placeholder={t(`details.placeholder.${type}`)}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="amount">{t("details.amount")}</Label>
          <Input
            id="amount"
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onChange={(event) => setAmount(digitsOnly(event.target.value, AMOUNT_DIGITS))}
            aria-describedby="amount-hint amount-problem"
            aria-invalid={shownProblem ? true : undefined}
            className="text-2xl font-bold"
          />
          <p id="amount-hint" className="text-sm text-muted-foreground">
            {t("details.amountHint", { balance: formatINR(wallet) })}
          </p>
          <p
            id="amount-problem"
            role="alert"
            className={cn("text-sm font-medium text-destructive", !shownProblem && "sr-only")}
          >
            {shownProblem === "over-limit"
              ? t("problems.over-limit", { max: formatINR(MAX_AMOUNT) })
              : shownProblem === "insufficient"
                ? t("problems.insufficient", { balance: formatINR(wallet) })
                : ""}
          </p>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("details.quickAmounts")}</legend>
          <div className="grid grid-cols-4 gap-2">
            {QUICK_AMOUNTS.map((quick) => (
              <Button
                key={quick}
                variant="outline"
                size="sm"
                aria-label={t("details.quickAmount", { amount: formatINR(quick) })}
                aria-pressed={amountValue === quick}
                className="aria-pressed:border-primary aria-pressed:bg-secondary"
                onClick={() => setAmount(String(quick))}
              >
                {formatINR(quick)}
              </Button>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-2">
          <Label htmlFor="note">{t("details.note")}</Label>
          <Input
            id="note"
            name="note"
            maxLength={NOTE_MAX_LENGTH}
            placeholder={t("details.notePlaceholder")}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>

        <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
          {t("details.continue")}
        </Button>
      </form>
    </main>
  );
}
