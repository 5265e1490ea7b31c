import { homeCountries } from "@repo/pricing/home-countries";
import { zambianNetworkOf, zambianNetworks } from "@repo/pricing/zambian-mobile";
import { Button } from "@repo/ui/components/button";
import { formatAlternatives } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { MobileField } from "../../components/mobile-field";
import { useInputGuard } from "../../hooks/use-input-guard";
import { mobileRuleFor } from "../../lib/input-rules";
import { nationalSoFar } from "../../lib/phone";

const rule = mobileRuleFor("ZM");
const { callingCode, length } = homeCountries.ZM.mobile;
/** The first two digits of every Zambian network's numbers. */
const prefixes = Object.values(zambianNetworks).flat();

type ZambianMobileFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Fills in the account's own number. */
  onMine: () => void;
};

/**
 * A Zambian mobile number after a fixed +260: typed with or without its leading 0 (dropped on
 * use), pasted in any written form, and refused at once when its first digits are no network's.
 * Needs the "recharge" and "input" copy.
 */
export function ZambianMobileField({ value, onChange, onMine }: ZambianMobileFieldProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "recharge" });
  const guard = useInputGuard({
    id: "mobile",
    rule,
    value,
    onValueChange: onChange,
    describedBy: "mobile-hint mobile-problem",
  });
  const national = nationalSoFar(value, rule.mobile);
  const noNetwork = national.length >= 2 && !zambianNetworkOf(national) && !guard.invalid;
  return (
    <MobileField
      label={t("number.label")}
      callingCode={callingCode}
      guard={guard}
      name="mobile"
      autoComplete="off"
      hint={t("zambia.hint", { length, code: callingCode })}
      problem={
        noNetwork
          ? t("zambia.noNetwork", { prefixes: formatAlternatives(prefixes, i18n.language) })
          : ""
      }
    >
      <Button variant="secondary" size="sm" className="self-start" onClick={onMine}>
        {t("number.mine")}
      </Button>
    </MobileField>
  );
}
