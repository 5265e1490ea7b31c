import { minorDigits, toMajorText } from "@repo/ledger/money";
import { fromMajor, toMajor } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import { bankNameForIfsc } from "@repo/mock-data/banks";
import { type Corridor, corridorsFrom, type DeliveryMethod } from "@repo/pricing/corridors";
import { homeCountries, networkPrefixes } from "@repo/pricing/home-countries";
import { calculate, type Direction } from "@repo/pricing/typed-quote";
import { Button } from "@repo/ui/components/button";
import { formatAlternatives, formatMoney } from "@repo/ui/lib/format";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Field, IfscField } from "../../../components/details-field";
import { RadioList } from "../../../components/kit/radio-list";
import { ScreenHeader } from "../../../components/screen-header";
import { charactersOver } from "../../../components/text-limit";
import { useHomeCountry } from "../../../hooks/use-home-country";
import {
  type RecipientError,
  useRecipientErrorText,
} from "../../../hooks/use-recipient-error-text";
import { useRefusalText } from "../../../hooks/use-refusal-text";
import {
  ABROAD_ACCOUNT_LENGTH,
  ABROAD_MOBILE_DIGITS,
  checkRecipient,
  corridorOrDefault,
  crossBorderPayment,
  deliveryFor,
  type RecipientErrors,
} from "../../../lib/cross-border";
import { RECIPIENT_MAX_LENGTH } from "../../../lib/limits";
import type { EnterDetailsSearch } from "../../../lib/send-money-search";
import type { UpiIdError } from "../../../lib/validation";
import { useWalletStore } from "../../../stores/wallet-store";
import { useAbroadNumberField } from "./abroad-number-field";
import { CountryPicker } from "./country-picker";
import { NetworkSelect } from "./network-select";
import { QuoteFields } from "./quote-fields";
import { useRateHold } from "./rate-hold";

const ZAMBIA = homeCountries.ZM.mobile;

/**
 * /send-money/enter-details?type=international: where the money goes (country, then delivery
 * method), who receives it, and a two-way quote held for a few minutes. Country and amount may
 * arrive from the site's calculator; anything invalid in the link is ignored. Continue opens the
 * shared confirm step with the details in its URL.
 */
export function InternationalDetails({ search }: { search: EnterDetailsSearch }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "international" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "sendMoney.details" });
  const recipientErrorText = useRecipientErrorText();
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const ledger = useWalletStore((s) => s.ledger);
  // A Zambian wallet sends kwacha (to India first); an Indian one sends rupees.
  const from = useHomeCountry().currency;
  const [country, setCountry] = useState(() => corridorOrDefault(search.country, from).country);
  const corridor = corridorOrDefault(country, from);
  const [wanted, setWanted] = useState<string | undefined>(search.delivery);
  const delivery = deliveryFor(corridor, wanted);
  const [name, setName] = useState(search.holder ?? "");
  const [number, setNumber] = useState(search.recipient ?? "");
  const [network, setNetwork] = useState(search.network ?? "");
  const [ifsc, setIfsc] = useState(search.ifsc ?? "");
  const [typed, setTyped] = useState<{ direction: Direction; text: string }>(() => ({
    direction: "send",
    text: search.amount ? toMajorText(fromMajor(search.amount, from).minor, minorDigits[from]) : "",
  }));
  const [touched, setTouched] = useState<ReadonlySet<keyof RecipientErrors>>(
    () => new Set(search.recipient ? (["name", "number", "network", "ifsc"] as const) : []),
  );
  const touch = (field: keyof RecipientErrors) => setTouched((s) => new Set(s).add(field));
  const hold = useRateHold();

  const calculation = calculate({ country, ...typed, from });
  const { quote } = calculation;
  const recipient = checkRecipient(corridor, delivery, { name, number, network, ifsc });
  const toIndia = corridor.country === "IN";
  const errors: RecipientErrors = recipient.ok ? {} : recipient.errors;
  const payment = quote
    ? crossBorderPayment(quote, delivery, recipient.ok ? recipient.value : { name, number })
    : undefined;
  const refusal = payment ? checkPayment(ledger, payment, new Date()) : null;
  // A name past its limit is kept and said under its field (never cut); the form waits for it.
  const nameTooLong = charactersOver(name, RECIPIENT_MAX_LENGTH) > 0;
  const ready = recipient.ok && payment !== undefined && refusal === null && !nameTooLong;

  const pickCountry = (code: string) => {
    // A new country keeps the rupees and quotes them afresh in its currency.
    setTyped({ direction: "send", text: calculation.sendText });
    setCountry(code);
  };

  const errorText = (field: keyof RecipientErrors): string => {
    const error = errors[field];
    if (!error || !touched.has(field)) return "";
    if (field === "ifsc" || (toIndia && field === "number")) {
      // An Indian bank account or UPI ID: India's own rules, worded as for a payment at home.
      return recipientErrorText(error as RecipientError);
    }
    return t(`recipient.errors.${error as Exclude<AbroadNumberError, UpiIdError>}`, {
      code: ZAMBIA.callingCode,
      prefixes: formatAlternatives(networkPrefixes(ZAMBIA), i18n.language),
      country: corridor.country,
      length: corridor.ibanLength,
      mobileMin: ABROAD_MOBILE_DIGITS.min,
      mobileMax: ABROAD_MOBILE_DIGITS.max,
      accountMin: ABROAD_ACCOUNT_LENGTH.min,
      accountMax: ABROAD_ACCOUNT_LENGTH.max,
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!recipient.ok || !quote || refusal || nameTooLong) {
      setTouched(new Set(["name", "number", "network", "ifsc"]));
      return;
    }
    const filled = {
      type: "international" as const,
      country: corridor.country,
      delivery,
      recipient: recipient.value.number,
      holder: recipient.value.name,
      // A Zambian number tells its network; elsewhere the one picked travels with it.
      network: corridor.country === "ZM" ? undefined : recipient.value.network,
      ifsc: recipient.value.ifsc,
      amount: toMajor(quote.send),
    };
    // This step's entry keeps what was typed, so Back from confirm finds the form filled in.
    void navigate({ to: "/send-money/enter-details", search: filled, replace: true }).then(() =>
      navigate({ to: "/send-money/confirm", search: filled }),
    );
  };

  const zambianMobile = delivery === "mobileMoney" && corridor.country === "ZM";
  const numberField = useAbroadNumberField(corridor, delivery, number);

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={ts("title.international")} back={{ to: "/send-money" }} />
      <form className="flex flex-1 flex-col gap-6 px-5 py-4" onSubmit={submit} noValidate>
        <CountryPicker value={corridor} list={corridorsFrom[from]} onChange={pickCountry} />

        <RadioList
          legend={t("delivery.legend")}
          group="delivery"
          value={delivery}
          onChange={setWanted}
          options={corridor.methods.map((method: DeliveryMethod) => ({
            value: method,
            title: t(`delivery.${method}`),
            detail:
              method === "mobileMoney"
                ? t("delivery.mobileMoneyDetail", {
                    networks: formatAlternatives(networksOf(corridor), i18n.language),
                  })
                : t(`delivery.${method}Detail`),
          }))}
        />

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">{t("recipient.legend")}</legend>
          <Field
            id="recipient-name"
            label={t("recipient.name")}
            hint={t("recipient.nameHint")}
            error={errorText("name")}
            autoComplete="off"
            limit={RECIPIENT_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => touch("name")}
          />
          {delivery === "mobileMoney" && !zambianMobile ? (
            <NetworkSelect
              networks={networksOf(corridor)}
              value={network}
              error={errorText("network")}
              onChange={(next) => {
                setNetwork(next);
                touch("network");
              }}
            />
          ) : null}
          <Field
            id="recipient-number"
            label={numberField.label}
            hint={numberField.hint}
            error={errorText("number")}
            autoComplete="off"
            maxLength={RECIPIENT_MAX_LENGTH}
            {...numberField.input}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            onBlur={() => touch("number")}
          />
          {toIndia && delivery === "bank" ? (
            <IfscField
              id="recipient-ifsc"
              value={ifsc}
              onChange={setIfsc}
              onBlur={() => touch("ifsc")}
              error={errorText("ifsc")}
              bankName={bankNameForIfsc(ifsc)}
            />
          ) : null}
        </fieldset>

        <QuoteFields
          calculation={calculation}
          direction={typed.direction}
          onType={(direction, text) => setTyped({ direction, text })}
          delivery={delivery}
          hold={hold}
          hint={t("quote.balance", { balance: formatMoney(ledger.balances.wallet) })}
          refusal={refusal && payment ? refusalText(refusal, payment) : ""}
        />

        <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
          {t("continue")}
        </Button>
      </form>
    </main>
  );
}

type AbroadNumberError = NonNullable<RecipientErrors["number"]>;

function networksOf(corridor: Corridor): readonly string[] {
  return corridor.networks ?? [];
}
