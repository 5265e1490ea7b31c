import { homeCountries } from "@repo/pricing/home-countries";
import { checkZambianMobile, zambianNetworks } from "@repo/pricing/zambian-mobile";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatAlternatives } from "@repo/ui/lib/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const { mobile: rule } = homeCountries.ZM;
const prefixes = Object.values(zambianNetworks).flat();

type ZambianMobileFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Fills in the account's own number. */
  onMine: () => void;
};

/**
 * A Zambian mobile number: +260 shown before the field; typed or pasted with +260, 260 or a
 * leading 0, which are dropped. What is wrong is said once it is a mistake: at once for letters
 * or another country's code, when leaving the field for a number still too short. Needs the
 * "recharge" copy.
 */
export function ZambianMobileField({ value, onChange, onMine }: ZambianMobileFieldProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "recharge" });
  const [left, setLeft] = useState(false);
  const checked = checkZambianMobile(value);
  const problem =
    checked.ok || checked.reason === "empty" || (checked.reason === "length" && !left)
      ? null
      : checked.reason;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="mobile">{t("number.label")}</Label>
      <div className="flex gap-2">
        <span
          aria-hidden="true"
          className="flex min-h-11 items-center rounded-lg border border-input bg-muted px-3 font-medium"
        >
          {rule.callingCode}
        </span>
        <Input
          id="mobile"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          value={value}
          aria-describedby="mobile-hint mobile-problem"
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setLeft(false);
            onChange(event.target.value);
          }}
          onBlur={() => setLeft(true)}
          className="text-lg tracking-wide"
        />
      </div>
      <p id="mobile-hint" className="text-sm text-muted-foreground">
        {t("zambia.hint", { length: rule.length, code: rule.callingCode })}
      </p>
      <p
        id="mobile-problem"
        role="alert"
        className="text-sm font-medium text-destructive empty:hidden"
      >
        {problem
          ? t(`zambia.errors.${problem}`, {
              length: rule.length,
              code: rule.callingCode,
              prefixes: formatAlternatives(prefixes, i18n.language),
            })
          : ""}
      </p>
      <Button variant="secondary" size="sm" className="self-start" onClick={onMine}>
        {t("number.mine")}
      </Button>
    </div>
  );
}
