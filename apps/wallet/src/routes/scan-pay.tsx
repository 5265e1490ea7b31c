import { limitsOf } from "@repo/ledger/limits";
import { fromMajor } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ImageUp } from "lucide-react";
import { useState } from "react";

import { FileButton } from "../components/kit/file-button";
import { QrCamera } from "../components/qr-camera";
import { ScreenHeader } from "../components/screen-header";
import { useHomeCopy } from "../hooks/use-home-copy";
import { useHomeCountry } from "../hooks/use-home-country";
import { useOwnAccount } from "../hooks/use-own-account";
import { paymentCodes } from "../lib/payment-code";
import { loadQrDecoder } from "../lib/qr-decode";
import { isSangamPayUri } from "../lib/qr-sangampay";
import { quote, type ScanError, scanTarget } from "../lib/scan-target";
import type { Tile } from "../lib/tiles";
import { isSelfPayment } from "../lib/validation";
import { loadHomeCopy } from "../stores/home-copy";

/** Its tile on the dashboard (lib/tiles.ts). */
export const tile = { row: "actions", order: 20, icon: "QrCode", copy: "scanPay" } satisfies Tile;

export const Route = createFileRoute("/scan-pay")({
  loader: () => loadHomeCopy("scanPay"),
  component: ScanPay,
});

type Problem =
  | { kind: "code"; error: ScanError; text: string }
  | { kind: "self" }
  | { kind: "upload"; error: "no-code" | "unreadable-image" };

const sectionClass = "flex flex-col gap-3 rounded-xl border bg-card p-4";

function ScanPay() {
  // In the words of the account's own kind of code: UPI, or SangamPay numbers (Zambia's).
  const { t } = useHomeCopy("scanPay");
  const navigate = useNavigate();
  const ownAccount = useOwnAccount();
  const home = useHomeCountry();
  const code = paymentCodes[home.payments.code];
  const limits = limitsOf(home.currency);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reading, setReading] = useState(false);
  const [manual, setManual] = useState("");
  const [manualInvalid, setManualInvalid] = useState(false);

  /** Every way in (camera, picture, typed link) ends here: a payment opens the send flow. */
  const handlePayload = (text: string) => {
    const target = scanTarget(text, home);
    if (!target.ok) {
      setProblem({ kind: "code", error: target.error, text });
      return;
    }
    if (isSelfPayment(target.search.type, target.search.recipient, ownAccount)) {
      setProblem({ kind: "self" });
      return;
    }
    setProblem(null);
    const notice = target.amountNotice;
    if (target.payeeName || notice) {
      toast({
        title: t("found", { name: target.payeeName ?? target.search.recipient }),
        description: notice
          ? t(`amountNotPrefilled.${notice.reason}`, {
              amount: formatMoney(fromMajor(notice.amount, home.currency)),
              max: formatMoney(limits.perPayment),
            })
          : undefined,
      });
    }
    void navigate({ to: "/send-money/enter-details", search: target.search });
  };

  const upload = async (file: File) => {
    setReading(true);
    setProblem(null);
    try {
      const decoder = await loadQrDecoder();
      const result = await decoder.decodeImage(file);
      if (result.ok) handlePayload(result.text);
      else setProblem({ kind: "upload", error: result.error });
    } catch {
      setProblem({ kind: "upload", error: "unreadable-image" });
    } finally {
      setReading(false);
    }
  };

  const submitManual = (event: React.FormEvent) => {
    event.preventDefault();
    const value = manual.trim();
    if (/^upi:/i.test(value) || isSangamPayUri(value)) {
      handlePayload(value);
      return;
    }
    // The account's own kind of id: a UPI ID, or a SangamPay number.
    const link = code.typed(value);
    if (!link.ok) {
      setManualInvalid(true);
      return;
    }
    setManualInvalid(false);
    handlePayload(link.value);
  };

  /** Why a code opens no payment, in the words of the account's own kind of code. */
  const codeProblem = (error: ScanError, text: string) =>
    t(`result.${error}`, { text: quote(text) });

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <p className="text-muted-foreground">{t("intro")}</p>
        <div role="alert" className="empty:hidden">
          {problem ? (
            <p className="rounded-lg border border-destructive p-3 text-sm font-medium">
              {problem.kind === "code"
                ? codeProblem(problem.error, problem.text)
                : problem.kind === "self"
                  ? t("self.code")
                  : t(`upload.problems.${problem.error}`)}
            </p>
          ) : null}
        </div>

        <div className={sectionClass}>
          <QrCamera onScan={handlePayload} manualEntry={t("camera.manualEntry")} />
        </div>

        <section aria-labelledby="upload-title" className={sectionClass}>
          <h2 id="upload-title" className="font-semibold">
            {t("upload.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("upload.body")}</p>
          <FileButton accept="image/*" disabled={reading} onFile={(file) => void upload(file)}>
            <ImageUp aria-hidden="true" />
            {t("upload.label")}
          </FileButton>
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {reading ? t("upload.reading") : ""}
          </p>
        </section>

        <section aria-labelledby="manual-title" className={sectionClass}>
          <h2 id="manual-title" className="font-semibold">
            {t("manual.title")}
          </h2>
          <form className="flex flex-col gap-3" onSubmit={submitManual} noValidate>
            <Label htmlFor="upi-id">{t("manual.label")}</Label>
            <Input
              id="upi-id"
              name="upi-id"
              inputMode={code.inputMode}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              maxLength={2048}
              placeholder={t("manual.placeholder")}
              value={manual}
              aria-invalid={manualInvalid || undefined}
              aria-describedby="upi-id-problem"
              onChange={(event) => {
                setManual(event.target.value);
                setManualInvalid(false);
              }}
            />
            <p id="upi-id-problem" role="alert" className="text-sm font-medium text-destructive">
              {manualInvalid ? t("manual.invalid", { example: t("manual.placeholder") }) : ""}
            </p>
            <Button type="submit" disabled={manual.trim() === ""}>
              {t("manual.continue")}
            </Button>
          </form>
        </section>
      </div>
    </main>
  );
}
