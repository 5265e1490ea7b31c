import { useLanguage } from "@repo/i18n/language-provider";
import { feeRates } from "@repo/ledger/fees";
import { LIMITS } from "@repo/ledger/limits";
import { inr, minorDigits, toMajorText } from "@repo/ledger/money";
import { corridors, countryName } from "@repo/pricing/corridors";
import { formatPercent } from "@repo/pricing/percent";
import { rateText } from "@repo/pricing/rates";
import {
  calculate,
  type CalculatorInput,
  defaultInput,
  type Direction,
} from "@repo/pricing/typed-quote";
import { Button } from "@repo/ui/components/button";
import { Input, Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney } from "@repo/ui/lib/format";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { useWalletUrl } from "../../lib/wallet-link";

/** Rates are quoted per rupee sent. */
const ONE_RUPEE = inr(10 ** minorDigits.INR);

/** Where the call to action leads: the wallet's international transfer, country and amount filled in. */
export const INTERNATIONAL_TRANSFER_PATH = "/send-money/enter-details";

/**
 * "You send ₹ → they receive": pick a country, type in either box, and read the fee, the rate and
 * margin, what arrives, the total and the delivery estimate, all from @repo/pricing.
 */
export function TransferCalculator() {
  const { t } = useTranslation("site", { keyPrefix: "transferCalculator" });
  const { language } = useLanguage();
  const walletUrl = useWalletUrl();
  const [input, setInput] = useState<CalculatorInput>(defaultInput);
  const result = calculate(input);
  const { corridor, quote, problem } = result;
  const id = useId();
  const ids = { country: `${id}-country`, send: `${id}-send`, receive: `${id}-receive` };
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const money = (value: Parameters<typeof formatMoney>[0]) =>
    formatMoney(value, { locale: corridor.locale });

  const type = (direction: Direction) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setInput({ country: input.country, direction, text: event.target.value });

  const problemText =
    problem === "format"
      ? t("errors.format", {
          example:
            input.direction === "send"
              ? "10,000"
              : toMajorText(123_456, minorDigits[corridor.currency]),
        })
      : problem === "min"
        ? t("errors.min", { min: formatMoney(LIMITS.INR.min) })
        : problem === "max"
          ? t("errors.max", { max: formatMoney(LIMITS.INR.perPayment) })
          : undefined;
  const describedBy = (direction: Direction) =>
    [hintId, problemText && input.direction === direction ? problemId : null]
      .filter(Boolean)
      .join(" ");

  const method = corridor.methods[0] ?? "bank";
  const ctaHref = walletUrl(INTERNATIONAL_TRANSFER_PATH, {
    type: "international",
    country: corridor.country,
    amount: quote ? toMajorText(quote.send.minor, minorDigits.INR) : undefined,
  });

  return (
    <div className="mx-auto grid max-w-4xl gap-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-8 lg:grid-cols-2">
      <form
        aria-label={t("form")}
        className="flex flex-col gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.country}>{t("country")}</Label>
          <Select
            id={ids.country}
            value={corridor.country}
            onChange={(event) =>
              // A new country keeps the rupees and quotes them afresh in its currency.
              setInput({ country: event.target.value, direction: "send", text: result.sendText })
            }
          >
            {corridors.map((option) => (
              <option key={option.country} value={option.country}>
                {t("countryOption", {
                  country: countryName(option, language),
                  currency: option.currency,
                })}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.send}>{t("send")}</Label>
          <Input
            id={ids.send}
            inputMode="decimal"
            autoComplete="off"
            value={result.sendText}
            onChange={type("send")}
            aria-invalid={problem && input.direction === "send" ? true : undefined}
            aria-describedby={describedBy("send")}
            className="text-lg font-semibold tabular-nums"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.receive}>{t("receive", { currency: corridor.currency })}</Label>
          <Input
            id={ids.receive}
            inputMode="decimal"
            autoComplete="off"
            value={result.receiveText}
            onChange={type("receive")}
            aria-invalid={problem && input.direction === "receive" ? true : undefined}
            aria-describedby={describedBy("receive")}
            className="text-lg font-semibold tabular-nums"
          />
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("hint")}
        </p>
        {problemText ? (
          <p id={problemId} className="text-sm font-medium text-destructive">
            {problemText}
          </p>
        ) : null}
      </form>

      <div className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">
              {t("fee", { rate: formatPercent(feeRates.crossBorder) })}
            </dt>
            <dd className="font-semibold tabular-nums">{quote ? formatMoney(quote.fee) : "—"}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <dt className="text-muted-foreground">{t("rate")}</dt>
            <dd className="font-semibold tabular-nums">
              {quote
                ? t("rateValue", {
                    unit: formatMoney(ONE_RUPEE),
                    rate: rateText(quote.rate),
                    currency: corridor.currency,
                  })
                : "—"}
            </dd>
            {quote ? (
              <dd className="w-full text-xs text-muted-foreground">
                {t("rateNote", {
                  midRate: t("rateValue", {
                    unit: formatMoney(ONE_RUPEE),
                    rate: rateText(quote.midRate),
                    currency: corridor.currency,
                  }),
                  margin: formatPercent(quote.marginBps),
                })}
              </dd>
            ) : null}
          </div>
          <div className="flex justify-between gap-4 border-t pt-3">
            <dt className="font-medium">{t("receives")}</dt>
            <dd className="text-lg font-bold tabular-nums text-primary">
              {quote ? money(quote.receive) : "—"}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="font-medium">{t("total")}</dt>
            <dd className="text-lg font-bold tabular-nums">
              {quote ? formatMoney(quote.total) : "—"}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("delivery")}</dt>
            <dd className="text-right">
              {quote
                ? t(`estimate.${quote.delivery.unit}`, {
                    count: quote.delivery.max,
                    method: t(`method.${method}`, { networks: corridor.networks?.join(", ") }),
                  })
                : "—"}
            </dd>
          </div>
        </dl>
        <p
          role="status"
          aria-atomic="true"
          className="rounded-lg bg-muted px-3 py-2 text-sm font-medium"
        >
          {quote
            ? t("summary", { receive: money(quote.receive), total: formatMoney(quote.total) })
            : t("pending")}
        </p>
        <Button asChild size="lg">
          <a href={ctaHref}>
            {quote ? t("cta", { amount: formatMoney(quote.send) }) : t("ctaEmpty")}
          </a>
        </Button>
        <p className="text-xs text-muted-foreground">{t("sample")}</p>
      </div>
    </div>
  );
}
