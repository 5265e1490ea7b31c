import { useLanguage } from "@repo/i18n/language-provider";
import { feeRateOf } from "@repo/ledger/fees";
import { inr } from "@repo/ledger/money";
import { formatPercent } from "@repo/pricing/percent";
import { Button } from "@repo/ui/components/button";
import { cn } from "@repo/ui/lib/cn";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { Landmark } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { DetailList, DetailRow } from "../../components/detail-list";
import { IconCircle } from "../../components/kit/icon-circle";
import { ScreenHeader } from "../../components/screen-header";
import { FigureBox, ShellFigure } from "../../components/shell-figure";
import { connected } from "../../data/api-url";
import {
  type BusinessSettlement,
  payoutAccountOf,
  settlementNews,
  settlementQuote,
  settlementToBank,
  type SettleResult,
} from "../../lib/business/business-ledger";
import { loadCopy } from "../../lib/load-copy";
import { inShell } from "../../lib/shell-mode";
import { settleNow, useBusinessStore } from "../../stores/business-store";
import { supplierOf } from "./-components/business-supplier";
import { SettlementHistory } from "./-components/settlement-history";

/**
 * Money leaves the business only with the PIN, as every payment does. The PIN step and its words
 * load when it opens, not with the screen.
 */
const PinConfirm = lazy(() =>
  Promise.all([import("../../components/pin-confirm"), loadCopy("payment")]).then(([module]) => ({
    default: module.PinConfirm,
  })),
);

export const Route = createFileRoute("/business/settlements")({
  component: Settlements,
});

/** The business balance to the bank at once, the fee shown first; and what was settled before. */
function Settlements() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.settlements" });
  const { language } = useLanguage();
  const book = useBusinessStore((s) => s.state?.book);
  const profile = useBusinessStore((s) => s.profile);
  const [confirming, setConfirming] = useState(false);
  const [askingPin, setAskingPin] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");
  // The settlement just made: what is said of it follows the book (pending, settled, failed).
  const [made, setMade] = useState<BusinessSettlement | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  // One id per settlement, kept across retries: a lost answer sent again never settles twice.
  const clientId = useRef<string | null>(null);
  const account = payoutAccountOf(book);
  const balances = book?.balances ?? { business: inr(0), bank: inr(0) };
  const quote = settlementQuote(balances.business);
  const rate = formatPercent(feeRateOf("settlement"), language === "en" ? "en-IN" : language);
  // None until the book is read (the build's app shell has none: lib/shell-mode.ts, where each
  // figure is a box).
  const history = book?.entries.flatMap((e) => (e.kind === "settlement" ? [e] : []));
  const canSettle = quote.toBank.minor > 0;
  // The local book settles at once; the server's goes by bank transfer, pending until it lands.
  const rail = connected ? "transfer" : undefined;

  const news = (settlement: BusinessSettlement) =>
    t(settlementNews(settlement), {
      amount: formatMoney(settlementToBank(settlement)),
      total: formatMoney(settlement.amount),
      bank: account.bankName,
    });
  const latest = made && (history?.find((s) => s.id === made.id) ?? made);
  // A refusal, no answer or a settlement the bank refused is said as a problem, not as news.
  const wentWrong = latest ? settlementNews(latest) === "failed" : done !== "";

  const said = (outcome: SettleResult) => {
    setMade(outcome.ok ? outcome.settlement : null);
    if (outcome.ok) return "";
    if (outcome.reason === "no-answer") return t("noAnswer");
    if (outcome.reason === "refused") return t("refused", { message: outcome.message });
    return t("nothing");
  };

  const confirm = async (pin: string) => {
    setBusy(true);
    clientId.current ??= crypto.randomUUID();
    const outcome = await settleNow(clientId.current, pin);
    setBusy(false);
    setAskingPin(false);
    setDone(said(outcome));
    // No answer: the same settlement (its id) may be confirmed again; any answer ends it.
    if (outcome.ok || outcome.reason !== "no-answer") {
      clientId.current = null;
      setConfirming(false);
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/business" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <section aria-labelledby="accounts-title" className="flex flex-col gap-3">
          <h2 id="accounts-title" className="sr-only">
            {t("accounts")}
          </h2>
          <div className="rounded-2xl bg-primary p-4 text-primary-foreground">
            <p className="text-sm font-medium opacity-90">{t("balance")}</p>
            <p className="text-3xl font-bold tabular-nums">
              <ShellFigure className="w-32">{formatMoney(balances.business)}</ShellFigure>
            </p>
          </div>
          <div className="flex items-center gap-3 rounded-xl border bg-card p-4">
            <IconCircle>
              <Landmark aria-hidden="true" />
            </IconCircle>
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-medium">
                {inShell() ? (
                  // The settlement account's name and number: two lines beside the balance.
                  <TwoLineBoxes first="w-32" second="w-12" />
                ) : (
                  t("bankAccount", { bank: account.bankName, last4: account.last4 })
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {inShell() ? (
                  // The business's name, most of which take two lines in this column.
                  <TwoLineBoxes first="w-24" second="w-16" />
                ) : (
                  supplierOf(profile).legalName
                )}
              </p>
            </div>
            <p className="text-right">
              <span className="block text-xs text-muted-foreground">{t("bankBalance")}</span>
              <span className="font-semibold tabular-nums" data-testid="bank-balance">
                <ShellFigure className="w-16">{formatMoney(balances.bank)}</ShellFigure>
              </span>
            </p>
          </div>
        </section>

        <p
          role="status"
          className={cn(
            "rounded-xl p-3 text-sm font-medium empty:hidden",
            wentWrong
              ? "border border-destructive/40 bg-destructive/10 text-foreground"
              : "bg-secondary text-secondary-foreground",
          )}
        >
          {latest ? news(latest) : done}
        </p>

        {confirming ? (
          <section
            aria-labelledby="confirm-title"
            className="flex flex-col gap-4 rounded-2xl border bg-card p-4"
          >
            <h2
              id="confirm-title"
              ref={confirmHeading}
              tabIndex={-1}
              className="text-lg font-semibold"
            >
              {t("confirmTitle")}
            </h2>
            <DetailList
              rows={[
                [t("amount"), formatMoney(quote.amount)],
                [t("fee", { rate, context: rail }), formatMoney(quote.fee)],
              ]}
            >
              <DetailRow label={t("toBank")} valueClassName="text-base font-bold">
                {formatMoney(quote.toBank)}
              </DetailRow>
            </DetailList>
            <p className="text-sm text-muted-foreground">
              {t(connected ? "onItsWay" : "instant", { bank: account.bankName })}
            </p>
            {askingPin ? (
              <Suspense fallback={<p aria-busy="true" className="min-h-80" />}>
                <PinConfirm
                  label={t("pin", { amount: formatMoney(quote.amount) })}
                  onComplete={(pin) => void confirm(pin)}
                />
              </Suspense>
            ) : null}
            <div className={askingPin ? "grid" : "grid grid-cols-2 gap-3"}>
              <Button
                variant="outline"
                onClick={() => {
                  clientId.current = null;
                  setConfirming(false);
                  setAskingPin(false);
                }}
                disabled={busy}
              >
                {t("cancel")}
              </Button>
              {askingPin ? null : (
                <Button onClick={() => setAskingPin(true)}>{t("confirm")}</Button>
              )}
            </div>
          </section>
        ) : (
          <div className="flex flex-col gap-2">
            <Button
              size="lg"
              disabled={!canSettle}
              onClick={() => {
                setDone("");
                setMade(null);
                setConfirming(true);
                requestAnimationFrame(() => confirmHeading.current?.focus());
              }}
            >
              {/* A line of text's height in the frame too: the box alone is shorter. */}
              <span>
                <ShellFigure className="w-36">
                  {t("settle", { amount: formatMoney(balances.business) })}
                </ShellFigure>
              </span>
            </Button>
            <p className="text-sm text-muted-foreground">
              {/* The frame (lib/shell-mode.ts) knows no balance: it holds the fee note, which is
                  the same for every business (one with nothing to settle reads that instead). */}
              {canSettle || inShell() ? t("feeNote", { rate, context: rail }) : t("nothing")}
            </p>
          </div>
        )}

        <SettlementHistory history={history} />
      </div>
    </main>
  );
}

/** The frame's boxes for a text that takes two lines (lines of these widths). */
function TwoLineBoxes({ first, second }: { first: string; second: string }) {
  return (
    <>
      <FigureBox className={first} />
      <br />
      <FigureBox className={second} />
    </>
  );
}
