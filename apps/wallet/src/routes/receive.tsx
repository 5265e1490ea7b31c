import { user } from "@repo/mock-data/user";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { copyText } from "@repo/ui/lib/clipboard";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { Copy, Download, Share2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { GuardMessage } from "../components/guard-message";
import { QrCode } from "../components/qr-code";
import { ScreenHeader } from "../components/screen-header";
import { useInputGuard } from "../hooks/use-input-guard";
import { downloadBlob } from "../lib/download";
import { amountRule, rupeesFromText } from "../lib/input-rules";
import { MIN_PAYMENT, PER_PAYMENT_LIMIT } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { type Money, toRupees } from "../lib/money";
import { qrPngBlob } from "../lib/qr-code";
import { buildUpiUri } from "../lib/upi";

export const Route = createFileRoute("/receive")({
  loader: () => loadCopy("receive", "input"),
  component: Receive,
});

/** The sample user's own payment link, with the requested amount when there is a valid one. */
function paymentLink(amount: Money | undefined): string {
  const result = buildUpiUri({
    payeeAddress: user.upiId,
    payeeName: user.name,
    amount: amount && toRupees(amount),
  });
  // The sample user's UPI ID is valid and the amount was checked, so this always succeeds.
  if (!result.ok) throw new Error(`Invalid receive link: ${result.error}`);
  return result.value;
}

function Receive() {
  const { t } = useTranslation("wallet", { keyPrefix: "receive" });
  const [amountText, setAmountText] = useState("");
  const amountValue = rupeesFromText(amountText);
  // A request asks for rupees and paise from the smallest payment up to what one payment may be.
  const problem =
    amountText === ""
      ? null
      : amountValue === undefined || amountValue.minor < MIN_PAYMENT.minor
        ? "invalid"
        : amountValue.minor > PER_PAYMENT_LIMIT.minor
          ? "over-limit"
          : null;
  const amount = problem ? undefined : amountValue;
  const link = paymentLink(amount);
  const guard = useInputGuard({
    id: "request-amount",
    rule: amountRule,
    value: amountText,
    onValueChange: setAmountText,
    describedBy: "request-amount-hint request-amount-problem",
  });
  const qrLabel =
    amount === undefined
      ? t("qrLabel", { name: user.name, upiId: user.upiId })
      : t("qrLabelAmount", { name: user.name, upiId: user.upiId, amount: formatMoney(amount) });

  const copyUpiId = async () => {
    const copied = await copyText(user.upiId);
    toast(
      copied
        ? { title: t("copied"), variant: "success" }
        : { title: t("copyFailed"), variant: "error" },
    );
  };

  const fileName = `sangampay-qr-${user.upiId.split("@")[0]}${amount === undefined ? "" : `-${toRupees(amount)}`}.png`;

  const share = async () => {
    const data: ShareData = {
      title: t("shareTitle", { name: user.name }),
      text: t("shareText", { link }),
    };
    if (typeof navigator.share === "function") {
      try {
        // Where the share sheet takes files (phones), the QR picture goes along with the link.
        const file = new File([await qrPngBlob(link)], fileName, { type: "image/png" });
        if (navigator.canShare?.({ files: [file] })) data.files = [file];
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do. Anything else: offer the clipboard.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    const copied = await copyText(link);
    toast(
      copied
        ? { title: t("linkCopied"), description: t("linkCopiedBody"), variant: "success" }
        : { title: t("copyFailed"), variant: "error" },
    );
  };

  const save = async () => {
    try {
      downloadBlob(fileName, await qrPngBlob(link));
      toast({ title: t("saved"), variant: "success" });
    } catch {
      toast({ title: t("saveFailed"), variant: "error" });
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <p className="text-muted-foreground">{t("intro")}</p>
        <section
          aria-labelledby="receive-name"
          className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5 text-center"
        >
          <QrCode
            value={link}
            label={qrLabel}
            className="aspect-square w-full max-w-64 rounded-lg"
          />
          <h2 id="receive-name" className="text-lg font-bold">
            {user.name}
          </h2>
          <p className="text-sm">
            <span className="text-muted-foreground">{t("upiId")}: </span>
            <span className="font-medium select-all">{user.upiId}</span>
          </p>
          <p role="status" className="text-base font-semibold empty:hidden">
            {amount === undefined ? "" : t("requesting", { amount: formatMoney(amount) })}
          </p>
        </section>

        <div className="flex flex-col gap-2">
          <Label htmlFor="request-amount">{t("amount.label")}</Label>
          <div className="flex gap-2">
            <Input
              {...guard.input}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              aria-invalid={problem ? true : undefined}
            />
            {amountText ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("amount.clear")}
                onClick={() => setAmountText("")}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          <GuardMessage {...guard.message} />
          <p id="request-amount-hint" className="text-sm text-muted-foreground">
            {t("amount.hint", { max: formatMoney(PER_PAYMENT_LIMIT) })}
          </p>
          <p
            id="request-amount-problem"
            role="alert"
            className="text-sm font-medium text-destructive empty:hidden"
          >
            {problem === "over-limit"
              ? t("amount.overLimit", { max: formatMoney(PER_PAYMENT_LIMIT) })
              : problem
                ? t("amount.invalid", { min: formatMoney(MIN_PAYMENT) })
                : ""}
          </p>
        </div>

        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => void copyUpiId()}>
            <Copy aria-hidden="true" />
            {t("copy")}
          </Button>
          <Button variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {t("share")}
          </Button>
          <Button variant="outline" className="col-span-2" onClick={() => void save()}>
            <Download aria-hidden="true" />
            {t("save")}
          </Button>
        </div>
      </div>
    </main>
  );
}
