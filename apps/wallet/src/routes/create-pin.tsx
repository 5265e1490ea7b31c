import { Button } from "@repo/ui/components/button";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { PinKeypad } from "../components/pin-keypad";
import { ScreenHeader } from "../components/screen-header";
import { AFTER_LAST_DIGIT_MS, AFTER_PIN_CONFIRM_MS, PIN_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { type WeakPinReason, weakPinReason } from "../lib/pin-rules";
import { parseReturnPath } from "../lib/return-path";
import { returnSearch } from "../lib/return-search";
import { savePin } from "../stores/pin-keeper";

export const Route = createFileRoute("/create-pin")({
  validateSearch: returnSearch,
  loader: () => loadCopy("createPin"),
  component: CreatePin,
});

type Step = "create" | "confirm" | "done";

/**
 * Create, then confirm. Both entries live only in this screen's memory; what is kept is the
 * PIN's salted hash (`hashPin`), then the wallet opens where the visitor was going.
 */
function CreatePin() {
  const { t } = useTranslation("wallet", { keyPrefix: "createPin" });
  const { t: tr } = useTranslation("wallet", { keyPrefix: "app.pinRules" });
  const navigate = useNavigate();
  const redirect = parseReturnPath(Route.useSearch().redirect);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [step, setStep] = useState<Step>("create");
  const [pin, setPin] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [mismatch, setMismatch] = useState(false);
  // Why the PIN just entered is too easy to guess; it is cleared and asked for again.
  const [weak, setWeak] = useState<WeakPinReason | null>(null);
  const [moving, setMoving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onCreate = (next: string) => {
    setWeak(null);
    setRefusal(null);
    const reason = next.length === PIN_LENGTH ? weakPinReason(next) : null;
    if (reason) {
      setPin("");
      setWeak(reason);
      return;
    }
    setPin(next);
    if (next.length === PIN_LENGTH) {
      setMoving(true);
      timer.current = window.setTimeout(() => {
        setMoving(false);
        setStep("confirm");
      }, AFTER_LAST_DIGIT_MS);
    }
  };

  const onConfirm = (next: string) => {
    setMismatch(false);
    if (next.length < PIN_LENGTH) {
      setConfirmation(next);
      return;
    }
    if (next !== pin) {
      setConfirmation("");
      setMismatch(true);
      return;
    }
    setConfirmation(next);
    setStep("done");
    const delay = new Promise((resolve) => {
      timer.current = window.setTimeout(resolve, AFTER_PIN_CONFIRM_MS);
    });
    void Promise.all([savePin(next), delay]).then(([saved]) => {
      if (saved.ok) {
        void navigate({ href: redirect ?? "/dashboard", replace: true });
        return;
      }
      // The server refused it (or could not be reached): say why and start again.
      setRefusal(saved.message);
      startOver();
    });
  };

  const startOver = () => {
    setPin("");
    setConfirmation("");
    setMismatch(false);
    setStep("create");
  };

  const creating = step === "create";
  const title = creating ? t("create.title") : t("confirm.title");

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader
        title={title}
        back={creating ? { to: "/login" } : step === "confirm" ? startOver : undefined}
      />
      <div className="flex flex-1 flex-col items-center gap-6 px-5 py-4">
        <p className="text-center text-muted-foreground">
          {t(creating ? "create.body" : "confirm.body", { length: PIN_LENGTH })}
        </p>
        {creating ? (
          <PinKeypad
            key="create"
            value={pin}
            onChange={onCreate}
            label={title}
            disabled={moving}
            error={weak ? tr(weak) : (refusal ?? undefined)}
          />
        ) : (
          <PinKeypad
            key="confirm"
            value={confirmation}
            onChange={onConfirm}
            label={title}
            disabled={step === "done"}
            error={mismatch ? t("mismatch") : undefined}
          />
        )}
        {step === "done" ? (
          <p role="status" className="font-medium text-success">
            {t("done")}
          </p>
        ) : null}
        {mismatch ? (
          <Button variant="ghost" onClick={startOver}>
            {t("startOver")}
          </Button>
        ) : null}
        <p className="mt-auto text-center text-xs text-muted-foreground">{t("privacy")}</p>
      </div>
    </main>
  );
}
