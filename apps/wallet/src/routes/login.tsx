import {
  DEFAULT_HOME_COUNTRY,
  homeCountries,
  type HomeCountryCode,
} from "@repo/pricing/home-countries";
import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";

import { connected } from "../data/api-url";
import { loadCopy } from "../lib/load-copy";
import { loginSearch } from "../lib/login";
import { normaliseMobile } from "../lib/phone";
import { parseReturnPath } from "../lib/return-path";
import { demoCode, type SentCode } from "../lib/sent-code";
import { useSessionStore } from "../stores/session-store";
import { OtpStep } from "./-login/otp-step";
import { PhoneStep } from "./-login/phone-step";

export const Route = createFileRoute("/login")({
  validateSearch: loginSearch,
  loader: () => loadCopy("login", "input"),
  component: Login,
});

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
  const { step, redirect } = Route.useSearch();
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
      redirect={parseReturnPath(redirect)}
      onBack={() => router.history.back()}
    />
  );
}
