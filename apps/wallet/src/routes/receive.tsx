import { amountProblem, limitsOf } from "@repo/ledger/limits";
import { type Money, toMajor } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { copyText } from "@repo/ui/lib/clipboard";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { Copy, Download, Share2, X } from "lucide-react";
import { useState } from "react";

import { GuardMessage } from "../components/guard-message";
import { QrCode } from "../components/qr-code";
import { ScreenHeader } from "../components/screen-header";
import { ShellFigure } from "../components/shell-figure";
import { useHomeCopy } from "../hooks/use-home-copy";
import { useHomeCountry } from "../hooks/use-home-country";
import { useInputGuard } from "../hooks/use-input-guard";
import {
  type AccountHolderView,
  askServerForHolder,
  useOwnAccount,
} from "../hooks/use-own-account";
import { downloadBlob } from "../lib/download";
import { amountFromText, amountRule } from "../lib/input-rules";
import { paymentCodes } from "../lib/payment-code";
import { qrPngBlob } from "../lib/qr-code";
import { inShell } from "../lib/shell-mode";
import type { Tile } from "../lib/tiles";
import { loadHomeCopy } from "../stores/home-copy";

/** Its tile on the dashboard (lib/tiles.ts). */
export const tile = {
  row: "actions",
  order: 30,
  icon: "ArrowDownToLine",
  copy: "receive",
} satisfies Tile;

export const Route = createFileRoute("/receive")({
  loader: () => loadHomeCopy("receive", "input"),
  component: Receive,
});

/**
 * The account's own payment link, with the requested amount when there is a valid one: a UPI
 * link to its UPI ID, or a SangamPay link to its number (its home country's kind of code).
 */
function paymentLink(
  code: (typeof paymentCodes)[keyof typeof paymentCodes],
  payee: { id: string; name: string },
  amount: Money | undefined,
): string {
  const result = code.link(payee.id, payee.name, amount && toMajor(amount));
  // The account's own id is valid and the amount was checked, so this always succeeds.
  if (!result.ok) throw new Error(`Invalid receive link to ${payee.id}`);
  return result.value;
}

function Receive() {
  const own = useOwnAccount();
  // The connected wallet hands out no code until the server has said whose account this is (the
  // build's app shell draws the code's frame, with boxes for what it cannot know).
  return own.waiting ? <WaitingForAccount phone={own.phone} /> : <OwnCode own={own} />;
}

function WaitingForAccount({ phone }: { phone: string }) {
  const { t } = useHomeCopy("receive");
  const [asking, setAsking] = useState(false);
  const askAgain = () => {
    setAsking(true);
    void askServerForHolder(phone).finally(() => setAsking(false));
  };
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <p className="text-muted-foreground">{t("intro")}</p>
        <p role="status" className="rounded-2xl border bg-card p-5 text-center">
          {t("waiting")}
        </p>
        <Button variant="outline" disabled={asking} onClick={askAgain}>
          {t("askAgain")}
        </Button>
      </div>
    </main>
  );
}

function OwnCode({ own }: { own: AccountHolderView }) {
  // In the words of the account's own kind of code: a UPI ID, or a SangamPay number (Zambia's).
  const { t } = useHomeCopy("receive");
  const home = useHomeCountry();
  const code = paymentCodes[home.payments.code];
  const payee = { name: own.name, id: code.ownId(own) };
  const limits = limitsOf(home.currency);
  const [amountText, setAmountText] = useState("");
  const amountValue = amountFromText(amountText, home.currency);
  // A request asks for an amount from the smallest payment up to what one payment may be.
  const problem =
    amountText === ""
      ? null
      : amountValue === undefined || amountProblem(amountValue) === "under-min"
        ? "invalid"
        : amountProblem(amountValue) === "over-payment-limit"
          ? "over-limit"
          : null;
  const amount = problem ? undefined : amountValue;
  // The build's app shell has no account to be paid, so no link: its QR, name and id are boxes.
  const link = inShell() ? "" : paymentLink(code, payee, amount);
  const guard = useInputGuard({
    id: "request-amount",
    rule: amountRule,
    value: amountText,
    onValueChange: setAmountText,
    describedBy: "request-amount-hint request-amount-problem",
  });
  const max = formatMoney(limits.perPayment);
  // The id on show and copied, as its people read it.
  const shownId = code.shown(payee.id, home);
  const labelValues = { name: own.name, upiId: shownId, number: shownId };
  const words = {
    intro: t("intro"),
    idLabel: t("payeeId"),
    qrLabel: amount
      ? t("qrLabelAmount", { ...labelValues, amount: formatMoney(amount) })
      : t("qrLabel", labelValues),
    amountHint: t("amount.hint", { max }),
    copy: t("copy"),
    copied: t("copied"),
    copyFailed: t("copyFailed"),
    shareText: t("shareText", { link }),
  };

  const copyId = async () => {
    const copied = await copyText(shownId);
    toast(
      copied
        ? { title: words.copied, variant: "success" }
        : { title: words.copyFailed, variant: "error" },
    );
  };

  const fileStem = code.fileStem(payee.id, home);
  const fileName = `sangampay-qr-${fileStem}${amount === undefined ? "" : `-${toMajor(amount)}`}.png`;

  const share = async () => {
    const data: ShareData = {
      title: t("shareTitle", { name: own.name }),
      text: words.shareText,
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
        : { title: words.copyFailed, variant: "error" },
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
        <p className="text-muted-foreground">{words.intro}</p>
        <section
          aria-labelledby="receive-name"
          className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5 text-center"
        >
          <QrCode
            value={link}
            label={words.qrLabel}
            className="aspect-square w-full max-w-64 rounded-lg"
          />
          <h2 id="receive-name" className="text-lg font-bold">
            <ShellFigure className="w-40">{own.name}</ShellFigure>
          </h2>
          <p className="text-sm">
            <span className="text-muted-foreground">{words.idLabel}: </span>
            <span className="font-medium select-all">
              <ShellFigure className="w-36">{shownId}</ShellFigure>
            </span>
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
            {words.amountHint}
          </p>
          <p
            id="request-amount-problem"
            role="alert"
            className="text-sm font-medium text-destructive empty:hidden"
          >
            {guard.problem
              ? "" // the field's own reason says it
              : problem === "over-limit"
                ? t("amount.overLimit", { max })
                : problem
                  ? t("amount.invalid", { min: formatMoney(limits.min) })
                  : ""}
          </p>
        </div>

        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => void copyId()}>
            <Copy aria-hidden="true" />
            {words.copy}
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
