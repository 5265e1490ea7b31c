import { formatAlternatives } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { INDIAN_MOBILE } from "../lib/phone";
import {
  ACCOUNT_NUMBER_LENGTH,
  type AccountConfirmError,
  type AccountError,
  type HolderError,
  type IfscError,
  type MobileError,
  type UpiIdError,
} from "../lib/validation";

export type RecipientError =
  | MobileError
  | UpiIdError
  | AccountError
  | AccountConfirmError
  | IfscError
  | HolderError
  | "details-required";

/**
 * Why an Indian recipient (mobile number, UPI ID, bank account) will not do, in words, with the
 * figures of the rules that refused it (number length, first digits, account length). Needs the
 * "payment" copy.
 */
export function useRecipientErrorText() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.recipientErrors" });
  return (error: RecipientError): string =>
    t(error, {
      ...ACCOUNT_NUMBER_LENGTH,
      length: INDIAN_MOBILE.length,
      code: INDIAN_MOBILE.callingCode,
      firstDigits: formatAlternatives([...INDIAN_MOBILE.firstDigits], i18n.language),
    });
}
