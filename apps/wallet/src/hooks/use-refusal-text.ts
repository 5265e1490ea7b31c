import { limitsOf } from "@repo/ledger/limits";
import type { Refusal } from "@repo/ledger/payment";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { useHomeCountry } from "./use-home-country";

/**
 * Why the ledger refused a payment, in words, with its figures formatted from the home
 * country's limits and the ledger's balances. Every payment screen says it the same way. Needs
 * the "payment" copy.
 */
export function useRefusalText() {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.refusals" });
  const { min } = limitsOf(useHomeCountry().currency);
  return (refusal: Refusal): string => {
    switch (refusal.reason) {
      case "invalid-amount":
        return t("invalid-amount", { min: formatMoney(min) });
      case "over-payment-limit":
      case "over-daily-limit":
        return t(refusal.reason, {
          limit: formatMoney(refusal.limit),
          left: formatMoney(refusal.leftToday),
        });
      case "insufficient":
        return t(`insufficient-${refusal.account}`, { balance: formatMoney(refusal.balance) });
      case "bill-paid":
      case "link-paid":
        return t(refusal.reason);
    }
  };
}
