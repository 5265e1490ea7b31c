import { homeCountries, type HomeCountryCode, networkPrefixes } from "@repo/pricing/home-countries";
import { formatAlternatives } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

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
 * Why a recipient at home (mobile number, UPI ID, bank account) will not do, in words, with the
 * figures of the rules that refused it (number length, first digits or networks, account
 * length). A home country's own wording is the key's variant for its code (`mobile-length_ZM`),
 * else the plain key. Needs the "payment" copy.
 */
export function useRecipientErrorText(country: HomeCountryCode = "IN") {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.recipientErrors" });
  // The typed `t` cannot express a context only some keys have (as in use-input-guard).
  const say = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const { mobile } = homeCountries[country];
  return (error: RecipientError, values: Record<string, unknown> = {}): string =>
    say(error, {
      ...ACCOUNT_NUMBER_LENGTH,
      length: mobile.length,
      code: mobile.callingCode,
      firstDigits: formatAlternatives([...mobile.firstDigits], i18n.language),
      prefixes: formatAlternatives(networkPrefixes(mobile), i18n.language),
      ...values,
      context: country,
    });
}
