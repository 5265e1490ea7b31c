import {
  DEFAULT_HOME_COUNTRY,
  homeCountries,
  type HomeCountryCode,
  homeCountryCodes,
} from "@repo/pricing/home-countries";
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
import { connected } from "../data/api-url";
import { useInputGuard } from "../hooks/use-input-guard";
import { mobileRuleFor } from "../lib/input-rules";
import { OTP_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { networkSoFar } from "../lib/mobile-network";
import { digitsOnly, formatPhone, normaliseMobile } from "../lib/phone";
import { parseReturnPath } from "../lib/return-path";
import { returnSearch } from "../lib/return-search";
import { useAccountStore } from "../stores/account-store";
import { type AccountHolder, hasPin, useSessionStore } from "../stores/session-store";

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

/**
 * The code sent for this phone: the local build's demo code (made here, compared here), or the
 * connected wallet's challenge, whose code the server made, sent and checks (in the sandbox, its
 * SMS is shown as the demo code was). It lives only in this screen's memory and is never logged.
 */
type SentCode = { demo: string } | { challengeId: string; sandboxMessage: string | null };

/** A fresh six-digit demo code. */
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
  const [code, setCode] = useState<SentCode | null>(null);
  // Why the server sent no code (too soon, too many, unreachable), shown under the number.
  const [notSent, setNotSent] = useState<string | null>(null);
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
      onPhoneChange={(next) => {
        setPhone(next);
        setNotSent(null);
      }}
      notSent={notSent}
      onSubmit={async () => {
        if (!connected) {
          setCode({ demo: demoCode() });
          void toStep("otp");
          return;
        }
        if (!national.ok) return;
        const { requestCode } = await import("../data/account-api");
        const sent = await requestCode(national.value, country);
        if (!sent.ok) {
          setNotSent(sent.code === "unreachable" ? "" : sent.message);
          return;
        }
        setCode({ challengeId: sent.challengeId, sandboxMessage: sent.sandboxMessage });
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
  /** The server sent no code: its reason ("" when it could not be reached). */
  notSent: string | null;
  onSubmit: () => Promise<void>;
};

function PhoneStep({
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
  const ready = national.ok && !noNetwork;
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

type OtpStepProps = {
  phone: string;
  country: HomeCountryCode;
  code: SentCode;
  onBack: () => void;
};

function OtpStep({ phone, country, code, onBack }: OtpStepProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "login.otp" });
  const [otp, setOtp] = useState("");
  const [wrong, setWrong] = useState(false);
  // The server's reason a code was not taken (expired, used, too many tries, unreachable).
  const [refused, setRefused] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const signIn = useSessionStore((s) => s.signIn);
  const redirect = parseReturnPath(Route.useSearch().redirect);
  const navigate = useNavigate();
  const ready = otp.length === OTP_LENGTH && !checking;

  const verify = async () => {
    let pinOnServer = false;
    let holder: AccountHolder | undefined;
    if ("demo" in code) {
      if (otp !== code.demo) {
        setWrong(true);
        setOtp("");
        return;
      }
    } else {
      const { verifyCode } = await import("../data/account-api");
      const verified = await verifyCode(code.challengeId, otp);
      if (!verified.ok) {
        setOtp("");
        if (verified.code === "wrong_code") setWrong(true);
        else setRefused(verified.code === "unreachable" ? t("noAnswer") : verified.message);
        return;
      }
      pinOnServer = verified.data.user.hasPin;
      const { name, upiId, nameSet } = verified.data.user;
      holder = { name, upiId, nameSet };
    }
    signIn(phone, country);
    if (holder) {
      useSessionStore.getState().setPinOnServer(pinOnServer);
      useSessionStore.getState().setHolder(holder);
    }
    useAccountStore.getState().open(phone);
    // Back to where the visitor was going; a first sign-in on this device creates the PIN first.
    if (hasPin(useSessionStore.getState())) void navigate({ href: redirect ?? "/dashboard" });
    else void navigate({ to: "/create-pin", search: { redirect } });
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title", { length: OTP_LENGTH })} back={onBack} />
      <form
        className="flex flex-1 flex-col gap-6 px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          setChecking(true);
          void verify().finally(() => setChecking(false));
        }}
      >
        <p className="text-muted-foreground">{t("body", { phone: formatPhone(phone, country) })}</p>
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-accent bg-accent/15 p-4 text-sm"
        >
          <MessageSquareWarning aria-hidden="true" className="size-5 shrink-0" />
          {"demo" in code ? (
            <div>
              <p className="font-semibold">{t("demoTitle")}</p>
              <p>{t("demoBody", { code: code.demo })}</p>
            </div>
          ) : (
            <div>
              <p className="font-semibold">{t("sandboxTitle")}</p>
              <p>{code.sandboxMessage ?? t("sandboxNone")}</p>
            </div>
          )}
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
              setRefused(null);
            }}
            aria-describedby="otp-hint otp-error"
            aria-invalid={wrong || undefined}
            className="text-center text-2xl tracking-[0.5em]"
          />
          <p id="otp-hint" className="text-sm text-muted-foreground">
            {t("hint", { length: OTP_LENGTH })}
          </p>
          <p id="otp-error" role="alert" className="min-h-5 text-sm font-medium text-destructive">
            {wrong ? t("wrong") : (refused ?? "")}
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
