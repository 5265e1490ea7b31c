import { homeCountries } from "@repo/pricing/home-countries";
import {
  checkZambianMobile,
  mobileMoneyWallets,
  zambianNetworks,
} from "@repo/pricing/zambian-mobile";
import { formatAlternatives } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { formatPhone } from "../../../lib/phone";
import type { ZambianMobileError } from "../../../lib/validation";

const ZAMBIA = homeCountries.ZM;

/** "MTN 96 or 76; Airtel 97 or 77; Zamtel 95 or 75", from the numbering data. */
export function zambianPrefixes(
  each: (network: string, prefixes: string) => string,
  language: string,
): string {
  return Object.entries(zambianNetworks)
    .map(([network, prefixes]) => each(network, formatAlternatives(prefixes, language)))
    .join("; ");
}

/**
 * The words under a Zambian number field: which network (and, for mobile money, which wallet)
 * the number belongs to once it is whole, else how Zambian numbers are written; and what is
 * wrong with one. Needs the wallet's "zambiaPay" copy.
 */
export function useZambianMobileCopy() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "zambiaPay" });
  const values = {
    code: ZAMBIA.mobile.callingCode,
    length: ZAMBIA.mobile.length,
    prefixes: formatAlternatives(Object.values(zambianNetworks).flat(), i18n.language),
  };
  return {
    hint(number: string, toWallet: boolean): string {
      const mobile = checkZambianMobile(number);
      if (!mobile.ok) {
        return t("details.mobileHint", {
          ...values,
          networks: zambianPrefixes(
            (network, prefixes) => t("details.networkPrefixes", { network, prefixes }),
            i18n.language,
          ),
        });
      }
      const shown = formatPhone(mobile.national, "ZM");
      return toWallet
        ? t("details.walletFound", { wallet: mobileMoneyWallets[mobile.network], number: shown })
        : t("details.sangamPayFound", { network: mobile.network, number: shown });
    },
    error: (code: ZambianMobileError): string => t(`errors.${code}`, values),
  };
}
