import { limitsOf } from "@repo/ledger/limits";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import type { PayRefusal } from "../lib/ledger";
import { limitAdvice, type PaymentSource } from "../lib/refusal-advice";
import { useWalletStore } from "../stores/wallet-store";
import { useHomeCountry } from "./use-home-country";

/** A payment from the wallet, when a screen does not say. */
const SENT_FROM_WALLET: PaymentSource = { kind: "mobile" };

/**
 * Why the ledger refused a payment, in words, with its figures formatted from the home
 * country's limits and the ledger's balances. An amount over a limit is said once, with the most
 * the person can pay (or add) with what they have (`limitAdvice`). Every payment screen says it
 * the same way. Needs the "payment" copy.
 */
export function useRefusalText() {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.refusals" });
  const { min } = limitsOf(useHomeCountry().currency);
  const balances = useWalletStore((s) => s.ledger.balances);
  return (refusal: PayRefusal, payment: PaymentSource = SENT_FROM_WALLET): string => {
    switch (refusal.reason) {
      case "invalid-amount":
        return t("invalid-amount", { min: formatMoney(min) });
      case "over-payment-limit":
      case "over-daily-limit": {
        const advice = limitAdvice(refusal, payment, balances)!;
        return t(advice.key, {
          limit: formatMoney(advice.limit),
          most: "most" in advice ? formatMoney(advice.most) : undefined,
        });
      }
      case "insufficient":
        return t(`insufficient-${refusal.account}`, { balance: formatMoney(refusal.balance) });
      case "bill-paid":
      case "link-paid":
      case "no-account":
      case "no-answer":
      case "not-connected":
      case "quote-changed":
        return t(refusal.reason);
      case "refused":
        return refusal.message;
    }
  };
}
