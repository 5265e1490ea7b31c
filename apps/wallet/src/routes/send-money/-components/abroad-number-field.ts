import type { Corridor, DeliveryMethod } from "@repo/pricing/corridors";
import { homeCountries } from "@repo/pricing/home-countries";
import { normaliseMobile } from "@repo/pricing/mobile-number";
import { useTranslation } from "react-i18next";

import { ABROAD_ACCOUNT_LENGTH, ABROAD_MOBILE_DIGITS } from "../../../lib/cross-border";
import { formatPhone } from "../../../lib/phone";
import { ACCOUNT_NUMBER_LENGTH } from "../../../lib/validation";
import { networkPrefixesText } from "./network-hint";

const ZAMBIA = homeCountries.ZM.mobile;

/**
 * The label, hint and input kind of the number money abroad goes to, by how it arrives: a
 * Zambian mobile-money number (its network named as soon as the number is whole), a mobile
 * number elsewhere, a UPI ID, an IBAN, an Indian account number or another bank account.
 */
export function useAbroadNumberField(corridor: Corridor, delivery: DeliveryMethod, number: string) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "international" });
  if (delivery === "mobileMoney" && corridor.country === "ZM") {
    const zambian = normaliseMobile(number, ZAMBIA);
    return {
      label: t("recipient.zambianMobile"),
      hint: zambian.ok
        ? t("recipient.networkFound", {
            network: zambian.network,
            number: formatPhone(zambian.value, "ZM"),
          })
        : t("recipient.zambianMobileHint", {
            country: ZAMBIA.callingCode,
            networks: networkPrefixesText(
              ZAMBIA,
              (network, prefixes) => t("recipient.networkPrefixes", { network, prefixes }),
              i18n.language,
            ),
          }),
      input: { type: "tel", inputMode: "tel" as const, placeholder: "097 123 4567" },
    };
  }
  if (delivery === "mobileMoney") {
    return {
      label: t("recipient.mobile"),
      hint: t("recipient.mobileHint", ABROAD_MOBILE_DIGITS),
      input: { type: "tel", inputMode: "tel" as const },
    };
  }
  if (delivery === "upi") {
    return {
      label: t("recipient.upi"),
      hint: t("recipient.upiHint"),
      input: { autoCapitalize: "none", spellCheck: false, placeholder: "name@bank" },
    };
  }
  if (corridor.ibanLength) {
    return {
      label: t("recipient.iban"),
      hint: t("recipient.ibanHint", { length: corridor.ibanLength, country: corridor.country }),
      input: { autoCapitalize: "characters", spellCheck: false },
    };
  }
  return corridor.country === "IN"
    ? {
        label: t("recipient.account"),
        // India's rule (digits only), as its error states it.
        hint: t("recipient.indianAccountHint", ACCOUNT_NUMBER_LENGTH),
        input: { inputMode: "numeric" as const },
      }
    : {
        label: t("recipient.account"),
        hint: t("recipient.accountHint", ABROAD_ACCOUNT_LENGTH),
        input: { autoCapitalize: "characters", spellCheck: false },
      };
}
