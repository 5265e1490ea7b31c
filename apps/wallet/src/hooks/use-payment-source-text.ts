import type { BankAccount, Card } from "@repo/mock-data/types";
import { useTranslation } from "react-i18next";

/**
 * How a linked bank account or saved card reads everywhere (payment methods, add money): the
 * masked number only. Needs the wallet's "profilePaymentMethods" copy.
 */
export function usePaymentSourceText() {
  const { t } = useTranslation("wallet", { keyPrefix: "profilePaymentMethods" });
  return {
    bank: (account: BankAccount) => ({
      name: t("bank", { bank: account.bankName, last4: account.last4 }),
      // An Indian branch by its IFSC, a Zambian one by its sort code.
      detail: t("bankDetail", {
        type: t(`accountTypes.${account.accountType}`),
        ifsc: account.ifsc,
        sortCode: account.sortCode,
        context: account.sortCode ? "sortCode" : undefined,
      }),
    }),
    card: (card: Card) => ({
      name: t("card", {
        issuer: card.issuer,
        network: t(`networks.${card.network}`),
        last4: card.last4,
        // A card saved here is named by its network: its number does not say which bank.
        context: card.issuer ? undefined : "network",
      }),
      detail: t("cardDetail", { kind: t(`cardKinds.${card.kind}`), expiry: card.expiry }),
    }),
  };
}
