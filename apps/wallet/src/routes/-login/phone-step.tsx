import {
  homeCountries,
  type HomeCountryCode,
  homeCountryCodes,
} from "@repo/pricing/home-countries";
import { Button } from "@repo/ui/components/button";
import { formatAlternatives } from "@repo/ui/lib/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { RadioList } from "../../components/kit/radio-list";
import { MobileField } from "../../components/mobile-field";
import { ScreenHeader } from "../../components/screen-header";
import { useInputGuard } from "../../hooks/use-input-guard";
import { mobileRuleFor } from "../../lib/input-rules";
import { networkSoFar } from "../../lib/mobile-network";
import { normaliseMobile } from "../../lib/phone";

type PhoneStepProps = {
  country: HomeCountryCode;
  onCountryChange: (country: HomeCountryCode) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The server sent no code: its reason ("" when it could not be reached). */
  notSent: string | null;
  onSubmit: () => Promise<void>;
};

/** Login's first step: the home country, then the mobile number a code is sent to. */
export function PhoneStep({
  country,
  onCountryChange,
  phone,
  onPhoneChange,
  notSent,
  onSubmit,
}: PhoneStepProps) {
  const [sending, setSending] = useState(false);
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "login.phone" });
  const { mobile } = homeCountries[country];
  const national = normaliseMobile(phone, mobile);
  const guard = useInputGuard({
    id: "phone",
    rule: mobileRuleFor(country),
    value: phone,
    onValueChange: onPhoneChange,
    describedBy: "phone-hint phone-network",
    choosesCountry: true,
  });
  // Where numbers name their network (Zambia's, by the first two national digits), one that
  // fits none is refused at once.
  const { network, none } = networkSoFar(phone, mobile);
  const noNetwork = guard.invalid ? undefined : none;
  const ready = national.ok;
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/onboarding" }} />
      <form
        className="flex flex-1 flex-col gap-6 px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || sending) return;
          setSending(true);
          void onSubmit().finally(() => setSending(false));
        }}
      >
        <p className="text-muted-foreground">{t("body")}</p>
        <RadioList
          legend={t("country")}
          group="country"
          value={country}
          onChange={onCountryChange}
          options={homeCountryCodes.map((code) => ({
            value: code,
            title: t(`countries.${code}`),
            badge: homeCountries[code].mobile.callingCode,
          }))}
        />
        <MobileField
          label={t("label")}
          callingCode={mobile.callingCode}
          guard={guard}
          name="phone"
          autoComplete="tel-national"
          hint={
            <>
              {t("countryCode", { country: t(`countries.${country}`), code: mobile.callingCode })} ·{" "}
              {t("hint", {
                length: mobile.length,
                context: mobile.typedWithTrunk ? "trunk" : undefined,
              })}
            </>
          }
        >
          <p
            id="phone-network"
            aria-live="polite"
            className={noNetwork ? "text-sm font-medium text-destructive" : "text-sm font-medium"}
          >
            {network
              ? t("network", { network })
              : noNetwork
                ? t("noNetwork", {
                    prefixes: formatAlternatives(noNetwork.prefixes, i18n.language),
                  })
                : ""}
          </p>
        </MobileField>
        <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
          {notSent === null ? "" : notSent || t("noAnswer")}
        </p>
        <Button type="submit" size="lg" className="mt-auto" disabled={!ready || sending}>
          {t("submit")}
        </Button>
      </form>
    </main>
  );
}
