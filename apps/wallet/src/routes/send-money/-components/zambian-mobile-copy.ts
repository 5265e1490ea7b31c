import { homeCountries } from "@repo/pricing/home-countries";
import { normaliseMobile } from "@repo/pricing/mobile-number";
import { formatAlternatives } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { formatPhone } from "../../../lib/phone";

const ZAMBIA = homeCountries.ZM;

/** "MTN 96 or 76; Airtel 97 or 77; Zamtel 95 or 75", from the numbering data. */
export function zambianPrefixes(
  each: (network: string, prefixes: string) => string,
  language: string,
): string {
  return Object.entries(ZAMBIA.mobile.networks)
    .map(([network, prefixes]) => each(network, formatAlternatives(prefixes, language)))
    .join("; ");
}

/**
 * The words under a Zambian number field: which network (and, for mobile money, which wallet)
 * the number belongs to once it is whole, else how Zambian numbers are written (what is wrong
 * with one is the payment copy's, by the one mobile rule). Needs the wallet's "zambiaPay" copy.
 */
export function useZambianMobileHint() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "zambiaPay" });
  return (number: string, toWallet: boolean): string => {
    const mobile = normaliseMobile(number, ZAMBIA.mobile);
    if (!mobile.ok) {
      return t("details.mobileHint", {
        code: ZAMBIA.mobile.callingCode,
        length: ZAMBIA.mobile.length,
        networks: zambianPrefixes(
          (network, prefixes) => t("details.networkPrefixes", { network, prefixes }),
          i18n.language,
        ),
      });
    }
    const shown = formatPhone(mobile.value, "ZM");
    const network = mobile.network!;
    return toWallet
      ? t("details.walletFound", { wallet: ZAMBIA.mobileMoney[network], number: shown })
      : t("details.sangamPayFound", { network, number: shown });
  };
}
