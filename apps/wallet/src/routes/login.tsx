import {
  DEFAULT_HOME_COUNTRY,
  homeCountries,
  type HomeCountryCode,
  homeCountryCodes,
} from "@repo/pricing/home-countries";
import { zambianNetworkOf, zambianNetworks } from "@repo/pricing/zambian-mobile";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatAlternatives } from "@repo/ui/lib/format";
import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { MessageSquareWarning } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { ChoiceOption } from "../components/choice-option";
import { MobileField } from "../components/mobile-field";
import { ScreenHeader } from "../components/screen-header";
import { useInputGuard } from "../hooks/use-input-guard";
import { mobileRuleFor } from "../lib/input-rules";
import { OTP_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { digitsOnly, formatPhone, nationalSoFar, normaliseMobile } from "../lib/phone";
import { parseReturnPath } from "../lib/return-path";
import { returnSearch } from "../lib/session-gate";
import { useAccountStore } from "../stores/account-store";
import { useSessionStore } from "../stores/session-store";

/**
 * Where to go once signed in, and whether the code step is open (`?step=otp`): the code step is
 * its own history entry, so the browser's Back returns to the number, still filled in.
 */
function loginSearch(search: Record<string, unknown>): { redirect?: string; step?: "otp" } {
  return { ...returnSearch(search), step: search.step === "otp" ? "otp" : undefined };
}

export const Route = createFileRoute("/login")({
  validateSearch: loginSearch,
  loader: () => loadCopy("login", "input"),
  component: Login,
});

/** A fresh six-digit demo code. It lives only in this screen's memory and is never logged. */
function demoCode(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(n! % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, "0");
}

function Login() {
  // The device's last sign-in's country first (India when there was none).
  const [country, setCountry] = useState<HomeCountryCode>(
    () => useSessionStore.getState().country ?? DEFAULT_HOME_COUNTRY,
  );
  const [phone, setPhone] = useState("");
  // The simulated OTP "sent" for this phone; it lives only in this screen's memory.
  const [code, setCode] = useState<string | null>(null);
  const national = normaliseMobile(phone, homeCountries[country].mobile);
  const { step } = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const toStep = (next: "otp" | undefined, replace = false) =>
    navigate({ to: "/login", search: (search) => ({ ...search, step: next }), replace });
  // The code step opened with no code in memory (a reload, a link): back to the number.
  const lost = step === "otp" && (code === null || !national.ok);
  useEffect(() => {
    if (lost) void toStep(undefined, true);
  });

  return step !== "otp" || code === null || !national.ok ? (
    <PhoneStep
      country={country}
      onCountryChange={(next) => {
        setCountry(next);
        setPhone("");
      }}
      phone={phone}
      onPhoneChange={setPhone}
      onSubmit={() => {
        setCode(demoCode());
        void toStep("otp");
      }}
    />
  ) : (
    // The code step was pushed on top of the number: Back is the browser's Back.
    <OtpStep
      phone={national.value}
      country={country}
      code={code}
      onBack={() => router.history.back()}
    />
  );
}

type PhoneStepProps = {
  country: HomeCountryCode;
  onCountryChange: (country: HomeCountryCode) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onSubmit: () => void;
};

/** The first two digits of every Zambian network's numbers. */
const ZAMBIAN_PREFIXES = Object.values(zambianNetworks).flat();

function PhoneStep({ country, onCountryChange, phone, onPhoneChange, onSubmit }: PhoneStepProps) {
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
  // Zambian numbers name their network from the first two national digits.
  const digits = nationalSoFar(phone, mobile);
  const network = country === "ZM" ? zambianNetworkOf(digits) : undefined;
  const noNetwork = country === "ZM" && digits.length >= 2 && !network && !guard.invalid;
  const ready = national.ok && !noNetwork;
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/onboarding" }} />
      <form
        className="flex flex-1 flex-col gap-6 px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onSubmit();
        }}
      >
        <p className="text-muted-foreground">{t("body")}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium">{t("country")}</legend>
          <div className="divide-y overflow-hidden rounded-xl border bg-card">
            {homeCountryCodes.map((code) => (
              <ChoiceOption
                key={code}
                group="country"
                value={code}
                checked={code === country}
                onSelect={() => onCountryChange(code)}
                title={t(`countries.${code}`)}
                badge={homeCountries[code].mobile.callingCode}
              />
            ))}
          </div>
        </fieldset>
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
                context: country === "ZM" ? "trunk" : undefined,
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
                ? t("noNetwork", { prefixes: formatAlternatives(ZAMBIAN_PREFIXES, i18n.language) })
                : ""}
          </p>
        </MobileField>
        <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
          {t("submit")}
        </Button>
      </form>
    </main>
  );
}

type OtpStepProps = { phone: string; country: HomeCountryCode; code: string; onBack: () => void };

function OtpStep({ phone, country, code, onBack }: OtpStepProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "login.otp" });
  const [otp, setOtp] = useState("");
  const [wrong, setWrong] = useState(false);
  const signIn = useSessionStore((s) => s.signIn);
  const redirect = parseReturnPath(Route.useSearch().redirect);
  const navigate = useNavigate();
  const ready = otp.length === OTP_LENGTH;

  const verify = () => {
    if (otp !== code) {
      setWrong(true);
      setOtp("");
      return;
    }
    signIn(phone, country);
    useAccountStore.getState().open(phone);
    // Back to where the visitor was going; a first sign-in on this device creates the PIN first.
    if (useSessionStore.getState().pin) void navigate({ href: redirect ?? "/dashboard" });
    else void navigate({ to: "/create-pin", search: { redirect } });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title", { length: OTP_LENGTH })} back={onBack} />
      <form
        className="flex flex-1 flex-col gap-6 px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) verify();
        }}
      >
        <p className="text-muted-foreground">{t("body", { phone: formatPhone(phone, country) })}</p>
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-accent bg-accent/15 p-4 text-sm"
        >
          <MessageSquareWarning aria-hidden="true" className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("demoTitle")}</p>
            <p>{t("demoBody", { code })}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="otp">{t("label")}</Label>
          <Input
            id="otp"
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={otp}
            onChange={(event) => {
              setOtp(digitsOnly(event.target.value, OTP_LENGTH));
              setWrong(false);
            }}
            aria-describedby="otp-hint otp-error"
            aria-invalid={wrong || undefined}
            className="text-center text-2xl tracking-[0.5em]"
          />
          <p id="otp-hint" className="text-sm text-muted-foreground">
            {t("hint", { length: OTP_LENGTH })}
          </p>
          <p id="otp-error" role="alert" className="min-h-5 text-sm font-medium text-destructive">
            {wrong ? t("wrong") : ""}
          </p>
        </div>
        <div className="mt-auto flex flex-col gap-3">
          <Button type="submit" size="lg" disabled={!ready}>
            {t("submit")}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            {t("change")}
          </Button>
        </div>
      </form>
    </main>
  );
}
