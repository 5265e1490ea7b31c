import { Button } from "@repo/ui/components/button";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Your data: erase everything after a confirmation (stores/erase-all-data.ts, loaded only then);
 * the wallet starts again on sample data.
 */
export function EraseData() {
  const { t } = useTranslation("wallet", { keyPrefix: "profileData.erase" });
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: onto "Keep my data" when asked, back to the button after.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current) start.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const erase = async () => {
    const { eraseAllData } = await import("../../../stores/erase-all-data");
    await eraseAllData();
    setConfirming(false);
    setDone(true);
  };

  return (
    <section aria-labelledby="erase-title" className="flex flex-col gap-2">
      <h2 id="erase-title" className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("body")}</p>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="erase-question"
          className="flex flex-col gap-3 rounded-xl border border-destructive bg-card p-4"
        >
          <p id="erase-question" className="text-sm font-medium">
            {t("confirmBody")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" onClick={() => void erase()}>
              {t("confirm")}
            </Button>
            <Button ref={keep} variant="ghost" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={start}
          variant="outline"
          className="self-start"
          onClick={() => {
            setDone(false);
            setConfirming(true);
          }}
        >
          {t("action")}
        </Button>
      )}
      <p role="status" className="text-sm font-medium empty:hidden">
        {done ? t("done") : ""}
      </p>
    </section>
  );
}
