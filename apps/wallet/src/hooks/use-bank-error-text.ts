import { SORT_CODE_DIGITS, type ZambianBank } from "@repo/mock-data/zambian-banks";
import type { HomeCountryCode } from "@repo/pricing/home-countries";
import { useTranslation } from "react-i18next";

import { isSortCodeError, type TransferErrors } from "../lib/validation";
import { type RecipientError, useRecipientErrorText } from "./use-recipient-error-text";

type BankError = NonNullable<TransferErrors[keyof TransferErrors]>;

/**
 * Why a bank account's details will not do, in words: a Zambian branch's sort code or its bank's
 * account length (with the bank's figures), else the home country's rules. Needs the "payment" copy, and
 * "zambiaPay" for a Zambian account.
 */
export function useBankErrorText(country?: HomeCountryCode) {
  const recipientErrorText = useRecipientErrorText(country);
  const { t } = useTranslation("wallet", { keyPrefix: "zambiaPay" });
  return (error: BankError, zambianBank: ZambianBank | undefined): string => {
    if (isSortCodeError(error)) return t(`errors.${error}`, { digits: SORT_CODE_DIGITS });
    if (error === "account-digits") {
      return t(`errors.${error}`, { bank: zambianBank?.name, digits: zambianBank?.accountDigits });
    }
    return recipientErrorText(error as RecipientError);
  };
}
