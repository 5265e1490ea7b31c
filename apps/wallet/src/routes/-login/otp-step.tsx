import type { HomeCountryCode } from "@repo/pricing/home-countries";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { useNavigate } from "@tanstack/react-router";
import { MessageSquareWarning } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { ScreenHeader } from "../../components/screen-header";
import { OTP_LENGTH } from "../../lib/limits";
import { digitsOnly, formatPhone } from "../../lib/phone";
import type { SentCode } from "../../lib/sent-code";
import { useAccountStore } from "../../stores/account-store";
import { type AccountHolder, hasPin, useSessionStore } from "../../stores/session-store";

type OtpStepProps = {
  phone: string;
  country: HomeCountryCode;
  code: SentCode;
  /** Where to go once signed in (a checked path inside the wallet). */
  redirect: string | undefined;
  onBack: () => void;
};

/** Login's second step: the code sent to the number, checked here (demo) or by the server. */
export function OtpStep({ phone, country, code, redirect, onBack }: OtpStepProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "login.otp" });
  const [otp, setOtp] = useState("");
  const [wrong, setWrong] = useState(false);
  // The server's reason a code was not taken (expired, used, too many tries, unreachable).
  const [refused, setRefused] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const signIn = useSessionStore((s) => s.signIn);
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
      const { verifyCode } = await import("../../data/account-api");
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
