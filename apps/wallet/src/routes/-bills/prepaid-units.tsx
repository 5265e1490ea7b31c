import { toMajor } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import { unitsFor } from "@repo/mock-data/electricity-tariffs";
import type { Biller, ElectricityTariff } from "@repo/mock-data/types";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { AmountField } from "../../components/amount-field";
import { ConfirmPayment } from "../../components/confirm-payment";
import { ScreenHeader } from "../../components/screen-header";
import { useHomeCountry } from "../../hooks/use-home-country";
import type { BillsSearch } from "../../lib/bills-search";
import { amountFromText } from "../../lib/input-rules";
import { type PaymentInput } from "../../lib/ledger";
import { boughtThisMonth, formatKwh, newToken, TOKEN_DIGITS } from "../../lib/prepaid-electricity";
import { type ConsumerNumberError, validateConsumerNumber } from "../../lib/validation";
import { useWalletStore } from "../../stores/wallet-store";
import { BillerNumberField } from "./biller-number-field";

export type PrepaidBiller = Biller & { prepaidTariff: ElectricityTariff };

export function isPrepaid(biller: Biller): biller is PrepaidBiller {
  return biller.prepaidTariff !== undefined;
}

type PrepaidUnitsProps = { biller: PrepaidBiller; search: BillsSearch };

/**
 * Prepaid electricity: the meter number and any amount, the units that amount buys on the
 * biller's tariff (after what the meter has had this month), then the one confirm step. The
 * receipt carries the token that loads the units. Meter and amount live in the URL on confirm.
 */
export function PrepaidUnits({ biller, search }: PrepaidUnitsProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "bills" });
  const { t: tu } = useTranslation("wallet", { keyPrefix: "payment.receipt.prepaid" });
  const { currency } = useHomeCountry();
  const navigate = useNavigate();
  const ledger = useWalletStore((s) => s.ledger);
  const [meter, setMeter] = useState(search.number ?? "");
  const [meterError, setMeterError] = useState<ConsumerNumberError | null>(null);
  const [amountText, setAmountText] = useState(
    search.amount === undefined ? "" : String(search.amount),
  );
  // Buy pressed without an amount: the field says so.
  const [amountMissing, setAmountMissing] = useState(false);
  const field = t(`consumerId.${biller.consumerId.kind}`);
  const back = {
    to: "/bills" as const,
    search: { country: biller.country, category: biller.category },
  };

  const now = new Date();
  const checkedMeter = validateConsumerNumber(biller, meter);
  const amount = amountFromText(amountText, currency);
  const bought = checkedMeter.ok
    ? boughtThisMonth(ledger.transactions, checkedMeter.value, now)
    : 0;
  const energyWh = amount ? unitsFor(biller.prepaidTariff, amount.minor, bought) : 0;
  // The ledger's word on the amount comes with it, whatever the meter number.
  const purchase: PaymentInput | undefined = amount
    ? {
        kind: "bill",
        recipient: checkedMeter.ok ? checkedMeter.value : meter,
        name: biller.name,
        amount,
      }
    : undefined;
  const refusal = purchase ? checkPayment(ledger, purchase, now) : null;
  const payment = checkedMeter.ok && energyWh > 0 && !refusal ? purchase : undefined;
  const units = (wh: number) => tu("unitsValue", { units: formatKwh(wh, i18n.language) });

  if (search.step === "confirm" && payment && search.number === payment.recipient) {
    return (
      <PrepaidConfirm
        biller={biller}
        payment={payment}
        energyWh={energyWh}
        back={{ to: "/bills", search: { ...search, step: undefined } }}
        field={field}
        units={units(energyWh)}
      />
    );
  }

  const buy = (event: React.FormEvent) => {
    event.preventDefault();
    setAmountMissing(!amount);
    if (!checkedMeter.ok) {
      setMeterError(checkedMeter.error);
      return;
    }
    setMeterError(null);
    setMeter(checkedMeter.value);
    if (!payment || !amount) return;
    void navigate({
      to: "/bills",
      search: { ...search, number: checkedMeter.value, amount: toMajor(amount), step: "confirm" },
    });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={biller.name} back={back} />
      <form className="flex flex-col gap-5 px-5 pt-2 pb-8" noValidate onSubmit={buy}>
        <BillerNumberField
          id="meter-number"
          biller={biller}
          value={meter}
          onChange={(value) => {
            setMeter(value);
            setMeterError(null);
          }}
          error={meterError}
          digitsOnly
        />

        <AmountField
          value={amountText}
          onChange={(value) => {
            setAmountText(value);
            setAmountMissing(false);
          }}
          hint={t("prepaid.tokenNote", { digits: TOKEN_DIGITS })}
          refusal={refusal}
          problem={amountMissing ? t("prepaid.amountRequired") : undefined}
        />

        <p role="status" className="rounded-xl border bg-card p-4 font-semibold">
          {amount && energyWh > 0
            ? t("prepaid.buys", {
                amount: formatMoney(amount),
                units: formatKwh(energyWh, i18n.language),
              })
            : t("prepaid.buysEmpty")}
        </p>
        {bought > 0 ? (
          <p className="-mt-3 text-sm text-muted-foreground">
            {t("prepaid.bought", { units: formatKwh(bought, i18n.language) })}
          </p>
        ) : null}

        <TariffBands tariff={biller.prepaidTariff} />

        <Button type="submit" size="lg" disabled={refusal !== null}>
          {amount ? t("prepaid.buy", { amount: formatMoney(amount) }) : t("prepaid.buyEmpty")}
        </Button>
      </form>
    </main>
  );
}

/** The tariff's price bands in words, from its data: "The first 200 kWh of a month: K0.47 a unit". */
function TariffBands({ tariff }: { tariff: ElectricityTariff }) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills.prepaid.tariff" });
  const price = (minor: number) => formatMoney({ minor, currency: tariff.currency });
  return (
    <section aria-labelledby="tariff-title" className="rounded-xl border bg-card p-4">
      <h2 id="tariff-title" className="font-semibold">
        {t("title")}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-muted-foreground">
        {tariff.bands.map((band, index) => {
          const from = tariff.bands[index - 1]?.upToKwh ?? 0;
          const values = { from, upTo: band.upToKwh, price: price(band.minorPerKwh) };
          return (
            <li key={band.minorPerKwh}>
              {band.upToKwh === null
                ? t("last", values)
                : index === 0
                  ? t("first", values)
                  : t("next", values)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type PrepaidConfirmProps = {
  biller: PrepaidBiller;
  payment: PaymentInput;
  energyWh: number;
  back: React.ComponentProps<typeof ConfirmPayment>["back"];
  field: string;
  units: string;
};

/** The confirm step: a token is made once for this purchase and kept with its ledger entry. */
function PrepaidConfirm({ biller, payment, energyWh, back, field, units }: PrepaidConfirmProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  const { t: tr } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  const [token] = useState(newToken);
  return (
    <ConfirmPayment
      title={t("prepaid.confirmTitle")}
      back={back}
      payment={{ ...payment, prepaid: { token, energyWh } }}
      rows={[
        [t("bill.biller"), biller.name],
        [field, payment.recipient],
        [t("prepaid.units"), units],
        [tr("amount"), formatMoney(payment.amount)],
      ]}
      feeLabel={t("fee")}
    />
  );
}
