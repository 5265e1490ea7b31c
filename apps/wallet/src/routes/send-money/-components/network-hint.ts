import { type HomeCountry, networkPrefixes } from "@repo/pricing/home-countries";
import { normaliseMobile } from "@repo/pricing/mobile-number";
import { formatAlternatives } from "@repo/ui/lib/format";

import { useHomeCopy } from "../../../hooks/use-home-copy";
import { useHomeCountry } from "../../../hooks/use-home-country";
import { formatPhone } from "../../../lib/phone";

/** "MTN 96 or 76; Airtel 97 or 77; Zamtel 95 or 75", from a country's numbering data. */
export function networkPrefixesText(
  { networks }: HomeCountry["mobile"],
  each: (network: string, prefixes: string) => string,
  language: string,
): string {
  return Object.entries(networks)
    .map(([network, prefixes]) => each(network, formatAlternatives(prefixes, language)))
    .join("; ");
}

/**
 * The words under a home mobile number field where numbers name their network (Zambia's): which
 * network (and, for mobile money, which wallet) the number belongs to once it is whole, else how
 * the country's numbers are written (what is wrong with one is the payment copy's, by the one
 * mobile rule). None where numbers name no network (India's). Needs the "sendMoney" copy.
 */
export function useNetworkHint() {
  const { t, i18n } = useHomeCopy("sendMoney.details");
  const home = useHomeCountry();
  return (number: string, toWallet: boolean): string | undefined => {
    if (networkPrefixes(home.mobile).length === 0) return undefined;
    const mobile = normaliseMobile(number, home.mobile);
    if (!mobile.ok) {
      return t("mobileHint", {
        code: home.mobile.callingCode,
        length: home.mobile.length,
        networks: networkPrefixesText(
          home.mobile,
          (network, prefixes) => t("networkPrefixes", { network, prefixes }),
          i18n.language,
        ),
      });
    }
    const shown = formatPhone(mobile.value, home.code);
    const network = mobile.network!;
    return toWallet
      ? t("walletFound", { wallet: home.mobileMoney[network], number: shown })
      : t("sangamPayFound", { network, number: shown });
  };
}
