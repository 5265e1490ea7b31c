import { toMajor } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import { networkPrefixes, sendsAtHome } from "@repo/pricing/home-countries";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

import { AmountField } from "../../components/amount-field";
import { BankBranchFields } from "../../components/bank-branch-fields";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import { charactersOver, LimitedTextField } from "../../components/text-limit";
import { useBankErrorText } from "../../hooks/use-bank-error-text";
import { useHomeCopy } from "../../hooks/use-home-copy";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useHomeSample } from "../../hooks/use-home-sample";
import { useInputGuard } from "../../hooks/use-input-guard";
import { useOwnAccount } from "../../hooks/use-own-account";
import { amountFromText, mobileRuleFor } from "../../lib/input-rules";
import { NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "../../lib/limits";
import { loadCopy } from "../../lib/load-copy";
import {
  type EnterDetailsSearch,
  enterDetailsSearch,
  TRANSFER_KINDS,
  type TransferType,
} from "../../lib/send-money-search";
import {
  branchBankOf,
  type TransferErrors,
  transferSearch,
  validateTransfer,
} from "../../lib/validation";
import { loadHomeCopy } from "../../stores/home-copy";
import { loadLedger } from "../../stores/load-ledger";
import { useWalletStore } from "../../stores/wallet-store";
import { InvalidPayment } from "./-components/invalid-payment";
import { PayeeGreeting, RecipientField } from "./-components/recipient-field";

/**
 * Money sent abroad brings the country list, the quote maths and its own words: they load with
 * its screen alone, never on the first load or for payments at home.
 */
const InternationalDetails = lazy(() =>
  Promise.all([import("./-components/international-details"), loadCopy("international")]).then(
    ([module]) => ({ default: module.InternationalDetails }),
  ),
);

export const Route = createFileRoute("/send-money/enter-details")({
  validateSearch: enterDetailsSearch,
  loader: () => Promise.all([loadHomeCopy("sendMoney", "payment", "input"), loadLedger()]),
  component: EnterDetails,
});

function EnterDetails() {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const search = Route.useSearch();
  const home = useHomeCountry();
  // A way its home country does not pay by (UPI in Zambia): the account is offered its own ways.
  if (!search.type || !sendsAtHome(home, search.type)) {
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
  if (search.type === "international") {
    return (
      <Suspense fallback={<main className="flex flex-1 flex-col" aria-busy="true" />}>
        <InternationalDetails search={search} />
      </Suspense>
    );
  }
  return <DetailsForm key={search.type} type={search.type} search={search} />;
}

type DetailsFormProps = {
  type: Exclude<TransferType, "international">;
  search: EnterDetailsSearch;
};

type FieldName = keyof TransferErrors;

function DetailsForm({ type, search }: DetailsFormProps) {
  const { t } = useHomeCopy("sendMoney");
  const home = useHomeCountry();
  const bankErrorText = useBankErrorText(home.code);
  const { t: ts } = useTranslation("wallet", { keyPrefix: "payment.selfPayment" });
  const navigate = useNavigate();
  const ledger = useWalletStore((s) => s.ledger);
  const ownAccount = useOwnAccount();
  const { contacts } = useHomeSample();
  const contact = contacts.find((c) => c.id === search.contact);
  const [recipient, setRecipient] = useState(search.recipient ?? contact?.phone ?? "");
  // Back from confirm brings an account number that was already typed twice.
  const [confirm, setConfirm] = useState(search.recipient ?? "");
  const [ifsc, setIfsc] = useState(search.ifsc ?? "");
  const [sortCode, setSortCode] = useState(search.sortCode ?? "");
  const [holder, setHolder] = useState(search.holder ?? "");
  const [amount, setAmount] = useState(search.amount ? String(search.amount) : "");
  const [note, setNote] = useState(search.note ?? "");
  // A field says what is wrong once it has been left, or arrived filled in.
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(
    () =>
      new Set(
        search.recipient ? (["recipient", "confirm", "ifsc", "sortCode", "holder"] as const) : [],
      ),
  );
  const touch = (field: FieldName) => setTouched((s) => new Set(s).add(field));
  const phoneGuard = useInputGuard({
    id: "recipient",
    rule: mobileRuleFor(home.code),
    value: recipient,
    onValueChange: setRecipient,
    // Where numbers name their network, the hint under the field names it.
    describedBy: networkPrefixes(home.mobile).length
      ? "recipient-hint recipient-problem"
      : "recipient-problem",
  });

  const transfer = validateTransfer(
    type,
    { recipient, confirm, ifsc, sortCode, holder },
    ownAccount,
    home.code,
  );
  // A scanned code's name belongs to its UPI ID: it goes once another recipient is typed.
  const payeeName = search.name && recipient.trim() === search.recipient ? search.name : undefined;
  const greeted = contact?.name ?? payeeName;
  const errors: TransferErrors = transfer.ok ? {} : transfer.errors;
  const money = amountFromText(amount, home.currency);
  const refusal = money
    ? checkPayment(ledger, { kind: TRANSFER_KINDS[type], recipient, amount: money }, new Date())
    : null;
  // Text past its limit is kept and said under its field (never cut); the form waits for it.
  const tooLong =
    charactersOver(note, NOTE_MAX_LENGTH) > 0 ||
    (type === "bank" && charactersOver(holder, RECIPIENT_MAX_LENGTH) > 0);
  const ready = transfer.ok && money !== undefined && refusal === null && !tooLong;
  const bank =
    type === "bank" ? branchBankOf({ ifsc, sortCode }, home.payments.bankBranch) : undefined;

  // The balance in its sentence: in the app shell, a box of its place (never a figure).
  const balanceHint = t("details.amountHint", { balance: "\u0000" }).split("\u0000");

  const errorText = (field: FieldName): string => {
    const error = errors[field];
    if (!error || !touched.has(field)) return "";
    if (error === "self-payment") return ts("recipient");
    return bankErrorText(error, bank);
  };
  const branchSetters = {
    confirm: setConfirm,
    ifsc: setIfsc,
    sortCode: setSortCode,
    holder: setHolder,
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!transfer.ok || !money || refusal || tooLong) {
      setTouched(new Set(["recipient", "confirm", "ifsc", "sortCode", "holder"]));
      return;
    }
    const filled = {
      type,
      ...transferSearch(transfer.value),
      name: payeeName,
      amount: toMajor(money),
      note: note.trim() || undefined,
    };
    // This step's entry keeps what was typed, so Back from confirm finds the form filled in.
    void navigate({
      to: "/send-money/enter-details",
      search: { ...filled, contact: search.contact },
      replace: true,
    }).then(() => navigate({ to: "/send-money/confirm", search: filled }));
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t(`details.title.${type}`)} back={{ to: "/send-money" }} />
      <form className="flex flex-1 flex-col gap-5 px-5 py-4" onSubmit={submit} noValidate>
        {greeted ? <PayeeGreeting name={greeted} initials={contact?.initials} /> : null}

        <RecipientField
          type={type}
          value={recipient}
          onChange={setRecipient}
          onBlur={() => touch("recipient")}
          error={errorText("recipient")}
          guard={phoneGuard}
        />

        {type === "bank" ? (
          <BankBranchFields
            branch={home.payments.bankBranch}
            values={{ confirm, ifsc, sortCode, holder }}
            onChange={(field, value) => branchSetters[field](value)}
            onBlur={touch}
            errorText={errorText}
            bank={bank}
          />
        ) : null}

        <AmountField
          value={amount}
          onChange={setAmount}
          hint={
            <>
              {balanceHint[0]}
              <ShellFigure className="w-20">{formatMoney(ledger.balances.wallet)}</ShellFigure>
              {balanceHint[1]}
            </>
          }
          refusal={refusal}
        />

        <LimitedTextField
          id="note"
          label={t("details.note")}
          max={NOTE_MAX_LENGTH}
          placeholder={t("details.notePlaceholder")}
          value={note}
          onChange={setNote}
        />

        <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
          {t("details.continue")}
        </Button>
      </form>
    </main>
  );
}
