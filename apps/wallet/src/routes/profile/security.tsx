import { Button } from "@repo/ui/components/button";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { CheckedPin } from "../../components/checked-pin";
import { ListCard } from "../../components/kit/list-card";
import { PinKeypad } from "../../components/pin-keypad";
import { ScreenHeader } from "../../components/screen-header";
import { SettingSwitch } from "../../components/setting-switch";
import { connected } from "../../data/api-url";
import { AFTER_LAST_DIGIT_MS, PIN_LENGTH } from "../../lib/limits";
import { loadCopy } from "../../lib/load-copy";
import { newPinProblem } from "../../lib/pin-rules";
import { savePin } from "../../stores/pin-keeper";
import { hasPin, useSessionStore } from "../../stores/session-store";
import { SECURITY_SWITCHES, useSettingsStore } from "../../stores/settings-store";

export const Route = createFileRoute("/profile/security")({
  // The account's devices are on the server: the local build carries none of this. Their part
  // comes with the screen (not after it), so their section is drawn at once, in its place.
  loader: () =>
    Promise.all([
      loadCopy("profileSecurity"),
      connected ? import("./-security/signed-in-devices") : null,
    ]),
  component: Security,
});

type PinStep = "current" | "new" | "confirm";

function Security() {
  const { t } = useTranslation("wallet", { keyPrefix: "profileSecurity" });
  const [changing, setChanging] = useState(false);
  const security = useSettingsStore((s) => s.security);
  const setSecurity = useSettingsStore((s) => s.setSecurity);
  const SignedInDevices = Route.useLoaderData()[1]?.SignedInDevices;

  if (changing) return <ChangePin onDone={() => setChanging(false)} />;

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <section
          aria-labelledby="pin-title"
          className="flex flex-col gap-3 rounded-xl border bg-card p-4"
        >
          <h2 id="pin-title" className="flex items-center gap-2 font-semibold">
            <KeyRound aria-hidden="true" className="size-5" />
            {t("pin.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("pin.body", { length: PIN_LENGTH })}</p>
          <Button variant="outline" className="self-start" onClick={() => setChanging(true)}>
            {t("pin.change")}
          </Button>
        </section>
        {/* The account's sessions are the server's: the local build has only this device. */}
        {SignedInDevices ? <SignedInDevices /> : null}
        <section aria-labelledby="locks-title" className="flex flex-col gap-2">
          <h2 id="locks-title" className="font-semibold">
            {t("locks")}
          </h2>
          <ListCard as="div">
            {SECURITY_SWITCHES.map((name) => (
              <SettingSwitch
                key={name}
                label={t(`${name}.label`)}
                description={t(`${name}.body`)}
                tag={t("simulated")}
                checked={security[name]}
                onCheckedChange={(on) => setSecurity(name, on)}
              />
            ))}
          </ListCard>
        </section>
      </div>
    </main>
  );
}

/**
 * Current PIN (checked against its hash, with the same tries and pause as payments), new PIN,
 * then the new PIN again. While this device has no PIN yet, it starts at the new PIN. Only the
 * new PIN's salted hash is kept.
 */
function ChangePin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("wallet", { keyPrefix: "profileSecurity.pin" });
  const { t: tr } = useTranslation("wallet", { keyPrefix: "app.pinRules" });
  const withPin = useSessionStore(hasPin);
  const [serverRefusal, setServerRefusal] = useState<string | null>(null);
  const [step, setStep] = useState<PinStep>(withPin ? "current" : "new");
  const [entry, setEntry] = useState("");
  const [newPin, setNewPin] = useState("");
  // The current PIN as just checked, so the new one cannot be the same (memory only).
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const [mismatch, setMismatch] = useState(false);
  const [refused, setRefused] = useState<ReturnType<typeof newPinProblem>>(null);
  const [moving, setMoving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const moveTo = (next: PinStep) => {
    setMoving(true);
    timer.current = window.setTimeout(() => {
      setMoving(false);
      setEntry("");
      setStep(next);
    }, AFTER_LAST_DIGIT_MS);
  };

  const onChange = (next: string) => {
    setMismatch(false);
    setRefused(null);
    setServerRefusal(null);
    setEntry(next);
    if (next.length < PIN_LENGTH) return;
    if (step === "new") {
      const problem = newPinProblem(next, current);
      if (problem) {
        setEntry("");
        setRefused(problem);
        return;
      }
      setNewPin(next);
      moveTo("confirm");
    } else if (next !== newPin) {
      setEntry("");
      setMismatch(true);
    } else {
      setMoving(true);
      const delay = new Promise((resolve) => {
        timer.current = window.setTimeout(resolve, AFTER_LAST_DIGIT_MS);
      });
      void Promise.all([savePin(next, current), delay]).then(([saved]) => {
        if (!saved.ok) {
          setMoving(false);
          setEntry("");
          setServerRefusal(saved.message);
          setStep("new");
          return;
        }
        toast({ title: t("changed"), description: t("changedBody"), variant: "success" });
        onDone();
      });
    }
  };

  const title = t(step, { length: PIN_LENGTH });
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("change")} back={onDone} />
      <div className="flex flex-1 flex-col items-center gap-6 px-5 py-4">
        <p className="text-center font-semibold">{title}</p>
        {step === "current" ? (
          <CheckedPin
            key={step}
            label={title}
            onVerified={(pin) => {
              setCurrent(pin);
              setStep("new");
            }}
          />
        ) : (
          <PinKeypad
            key={step}
            value={entry}
            onChange={onChange}
            label={title}
            disabled={moving}
            error={mismatch ? t("mismatch") : refused ? tr(refused) : (serverRefusal ?? undefined)}
          />
        )}
        <p className="text-center text-sm text-muted-foreground">
          {withPin ? t("kept") : t("noPin")}
        </p>
        <Button variant="ghost" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </main>
  );
}
