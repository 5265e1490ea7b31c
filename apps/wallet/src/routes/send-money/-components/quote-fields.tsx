import { feeRateOf } from "@repo/ledger/fees";
import { limitsOf } from "@repo/ledger/limits";
import { minorDigits, toMajorText } from "@repo/ledger/money";
import { type DeliveryMethod, deliveryTime } from "@repo/pricing/corridors";
import { formatPercent } from "@repo/pricing/percent";
import { rateText } from "@repo/pricing/rates";
import type { Calculation, Direction } from "@repo/pricing/typed-quote";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { oneUnitOf } from "../../../components/cross-border-rows";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { useHomeCountry } from "../../../hooks/use-home-country";
import { HoldNotice, type RateHold } from "./rate-hold";

type QuoteFieldsProps = {
  /** The typed amount and its quote (`calculate` from @repo/pricing/typed-quote). */
  calculation: Calculation;
  direction: Direction;
  onType: (direction: Direction, text: string) => void;
  delivery: DeliveryMethod;
  hold: RateHold;
  /** The wallet balance line under the boxes. */
  hint: string;
  /** Why the ledger would refuse this payment (balance, limits), "" when it would not. */
  refusal: string;
};

/**
 * "You send ₹ / they receive" in two boxes (typing in one fills the other), then the quote as the
 * site's calculator states it: amount sent, the cross-border fee named with its rate, the rate
 * with the mid-market rate and margin, what arrives, the total debited and the delivery estimate,
 * with the rate hold's countdown. Needs the wallet's "international" copy.
 */
export function QuoteFields(props: QuoteFieldsProps) {
  const { calculation, direction, onType, delivery, hold, hint, refusal } = props;
  const { t } = useTranslation("wallet", { keyPrefix: "international.quote" });
  const { corridor, quote, problem } = calculation;
  // Sent from the home currency, within the home country's limits.
  const { currency: from } = useHomeCountry();
  const limits = limitsOf(from);
  const money = (value: Parameters<typeof formatMoney>[0]) =>
    formatMoney(value, { locale: corridor.locale });
  const rate = (scaled: number) =>
    t("rateValue", {
      unit: formatMoney(oneUnitOf(from)),
      rate: rateText(scaled),
      currency: corridor.currency,
    });
  const problemText =
    problem === "format"
      ? t("errors.format", {
          example:
            direction === "send" ? "10,000" : toMajorText(123_456, minorDigits[corridor.currency]),
        })
      : problem === "min"
        ? t("errors.min", { min: formatMoney(limits.min) })
        : problem === "max"
          ? t("errors.max", { max: formatMoney(limits.perPayment) })
          : "";
  const box = (which: Direction) => ({
    id: `${which}-amount`,
    name: `${which}-amount`,
    inputMode: "decimal" as const,
    autoComplete: "off",
    value: which === "send" ? calculation.sendText : calculation.receiveText,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onType(which, event.target.value),
    "aria-invalid":
      (problem && direction === which) || (refusal && which === "send") ? true : undefined,
    "aria-describedby":
      `quote-hint ${direction === which ? "quote-problem" : ""} ${which === "send" ? "quote-refusal" : ""}`.trim(),
    className: "text-lg font-semibold tabular-nums",
  });
  const estimate = deliveryTime(corridor, delivery);

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{t("legend")}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor="send-amount">{t("send", { currency: from })}</Label>
          <Input {...box("send")} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="receive-amount">{t("receive", { currency: corridor.currency })}</Label>
          <Input {...box("receive")} />
        </div>
      </div>
      <div id="quote-hint" className="-mt-2 flex flex-col gap-1 text-sm text-muted-foreground">
        <p>{t("hint")}</p>
        <p>{hint}</p>
      </div>
      <p
        id="quote-problem"
        role="alert"
        className="text-sm font-medium text-destructive empty:hidden"
      >
        {problemText}
      </p>
      <p
        id="quote-refusal"
        role="alert"
        className="text-sm font-medium text-destructive empty:hidden"
      >
        {refusal}
      </p>

      <section aria-labelledby="quote-title" className="rounded-xl border bg-card px-4 py-2">
        <h2 id="quote-title" className="pt-1 font-semibold">
          {t("title")}
        </h2>
        {quote ? (
          <DetailList rows={[[t("sent"), formatMoney(quote.send)]]}>
            <DetailRow label={t("fee", { rate: formatPercent(feeRateOf("international")) })}>
              {formatMoney(quote.fee)}
            </DetailRow>
            <DetailRow label={t("rate")}>
              {rate(quote.rate)}
              <span className="block text-xs font-normal text-muted-foreground">
                {t("rateNote", {
                  midRate: rate(quote.midRate),
                  margin: formatPercent(quote.marginBps),
                })}
              </span>
            </DetailRow>
            <DetailRow label={t("receives")} valueClassName="text-base font-bold text-primary">
              {money(quote.receive)}
            </DetailRow>
            <DetailRow
              label={t("total")}
              labelClassName="font-semibold text-foreground"
              valueClassName="text-base font-bold"
            >
              {formatMoney(quote.total)}
            </DetailRow>
            <DetailRow label={t("delivery")}>
              {t(`estimate.${estimate.unit}`, { count: estimate.max })}
            </DetailRow>
          </DetailList>
        ) : (
          <p className="py-2 text-sm text-muted-foreground">{t("empty")}</p>
        )}
      </section>
      {quote ? <HoldNotice hold={hold} rate={rate(quote.rate)} /> : null}
    </fieldset>
  );
}
