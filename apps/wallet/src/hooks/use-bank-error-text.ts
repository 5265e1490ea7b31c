import { SORT_CODE_DIGITS } from "@repo/mock-data/zambian-banks";
import type { HomeCountryCode } from "@repo/pricing/home-countries";

import { type BranchBank, isSortCodeError, type TransferErrors } from "../lib/validation";
import { type RecipientError, useRecipientErrorText } from "./use-recipient-error-text";

type BankError = NonNullable<TransferErrors[keyof TransferErrors]>;

/**
 * Why a bank account's details will not do, in the home country's words: a branch sort code's
 * problem (with its length), an account number its bank holds to another length (with the bank's
 * figures), else the home country's rules. Needs the "payment" copy.
 */
export function useBankErrorText(country: HomeCountryCode) {
  const recipientErrorText = useRecipientErrorText(country);
  return (error: BankError, bank: BranchBank | undefined): string =>
    recipientErrorText(
      error as RecipientError,
      isSortCodeError(error)
        ? { digits: SORT_CODE_DIGITS }
        : error === "account-digits"
          ? { bank: bank?.name, digits: bank?.accountDigits }
          : {},
    );
}
