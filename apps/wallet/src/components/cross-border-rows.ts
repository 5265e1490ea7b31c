import { isCurrencyCode, minorDigits, type Money } from "@repo/ledger/money";
import { bankNameForIfsc } from "@repo/mock-data/banks";
import { countryName } from "@repo/pricing/country-name";
import { formatDelivery } from "@repo/pricing/delivery";
import { formatPercent } from "@repo/pricing/percent";
import { rateText } from "@repo/pricing/rates";
import { formatMoney } from "@repo/ui/lib/format";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

import type { CrossBorder, Payment } from "../lib/ledger";
import { formatE164 } from "../lib/phone";

/** Rates are quoted per unit sent: ₹1 from India, K1 from Zambia. */
export function oneUnitOf(currency: string): Money {
  return { minor: 10 ** (isCurrencyCode(currency) ? minorDigits[currency] : 2), currency };
}

type CrossBorderPayment = Pick<Payment, "recipient" | "name" | "amount" | "ifsc"> & {
  crossBorder: CrossBorder;
};

/**
 * The lines that describe money sent abroad, as the confirm step and the receipt both show them:
 * who gets it and where, how it arrives (and on which network), what arrives and at which rate
 * (the mid-market rate and the margin stated), in the language `t` speaks. `locale` writes the
 * received amount as its country does, where the screen knows it. Needs the wallet's "payment" copy.
 */
export function crossBorderRows(
  payment: CrossBorderPayment,
  t: TFunction<"wallet", "payment.receipt">,
  language: string,
  locale?: string,
): [label: string, value: string][] {
  const { crossBorder } = payment;
  const { delivery, estimate, network, receive } = crossBorder;
  const iban =
    payment.recipient.startsWith(crossBorder.country) &&
    /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(payment.recipient);
  const numberLabel =
    delivery === "mobileMoney"
      ? t("crossBorder.mobile")
      : delivery === "upi"
        ? t("crossBorder.upi")
        : iban
          ? t("crossBorder.iban")
          : t("crossBorder.account");
  const method = t(`crossBorder.deliveries.${delivery}`);
  const rows: [string, string][] = [
    [t("crossBorder.country"), countryName({ country: crossBorder.country }, language)],
    [
      t("crossBorder.delivery"),
      // How it arrives and, as quoted, how long it takes (`deliveryTime` in @repo/pricing).
      estimate
        ? t("crossBorder.deliveryTime", { method, time: formatDelivery(estimate, language) })
        : method,
    ],
  ];
  if (network) rows.push([t("crossBorder.network"), network]);
  rows.push([
    numberLabel,
    delivery === "mobileMoney" ? formatE164(payment.recipient) : payment.recipient,
  ]);
  if (payment.ifsc) {
    // A bank account in India: its branch, and the bank that branch belongs to.
    rows.push([t("ifsc"), payment.ifsc]);
    const bank = bankNameForIfsc(payment.ifsc);
    if (bank) rows.push([t("bank"), bank]);
  }
  rows.push(
    [t("crossBorder.received"), formatMoney(receive, { locale })],
    [
      t("crossBorder.rate"),
      t("crossBorder.rateValue", {
        unit: formatMoney(oneUnitOf(payment.amount.currency)),
        rate: rateText(crossBorder.rate),
        currency: receive.currency,
        midRate: rateText(crossBorder.midRate),
        margin: formatPercent(crossBorder.marginBps),
      }),
    ],
  );
  return rows;
}

/** `crossBorderRows` in the language on screen. */
export function useCrossBorderRows() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  return (payment: CrossBorderPayment, locale?: string) =>
    crossBorderRows(payment, t, i18n.language, locale);
}
