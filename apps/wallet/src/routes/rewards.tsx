import { absolute } from "@repo/ledger/money";
import { offerState } from "@repo/ledger/offers";
import type { Offer } from "@repo/mock-data/types";
import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { formatDate, formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Gift, Sparkles, Ticket } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { WithBottomNav } from "../components/bottom-nav";
import { ListCard } from "../components/kit/list-card";
import { ScreenHeader } from "../components/screen-header";
import { ShellFigure } from "../components/shell-figure";
import { useHistoryEntries } from "../hooks/use-history-entries";
import { useHomeCountry } from "../hooks/use-home-country";
import { loadCopy } from "../lib/load-copy";
import { firstPayment, rewardHistory, rewardsOf } from "../lib/rewards";
import type { Tile } from "../lib/tiles";
import { loadLedger } from "../stores/load-ledger";
import { useWalletStore } from "../stores/wallet-store";

/** Its tile on the dashboard (lib/tiles.ts). */
export const tile = { row: "services", order: 30, icon: "Gift", copy: "rewards" } satisfies Tile;

export const Route = createFileRoute("/rewards")({
  loader: () => Promise.all([loadCopy("rewards", "nav"), loadLedger()]),
  component: () => <WithBottomNav screen={Rewards} />,
});

function Rewards() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "rewards" });
  const firstEntry = useWalletStore((s) => s.firstPayment);
  const first = useMemo(() => firstPayment(firstEntry ? [firstEntry] : []), [firstEntry]);
  const { currency } = useHomeCountry();
  const { firstPaymentOffer, offers } = rewardsOf(currency);
  const entries = useHistoryEntries({});
  const history = useMemo(
    () => rewardHistory(first, currency, entries),
    [first, currency, entries],
  );
  // The first-payment offer is used once the first payment is made; an offer past its last day
  // is not listed.
  const now = new Date();
  const byState = (state: "open" | "used") =>
    offers.filter((offer) => offerState(offer, firstEntry !== null, now) === state);
  const [open, used] = [byState("open"), byState("used")];
  const total = history.reduce((sum, reward) => sum + reward.amount.minor, 0);
  const min = formatMoney(firstPaymentOffer.minPayment);

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <section
          aria-labelledby="total-title"
          className="flex items-center gap-4 rounded-2xl bg-primary p-5 text-primary-foreground shadow-md"
        >
          <Gift aria-hidden="true" className="size-10 shrink-0" />
          <div>
            <h2 id="total-title" className="text-sm font-medium opacity-90">
              {t("total")}
            </h2>
            <p className="text-3xl font-extrabold tracking-tight">
              <ShellFigure className="w-24">{formatMoney({ minor: total, currency })}</ShellFigure>
            </p>
          </div>
        </section>

        <section
          aria-labelledby="first-title"
          className="flex flex-col gap-2 rounded-xl bg-accent p-4 text-accent-foreground"
        >
          <h2 id="first-title" className="flex items-center gap-2 font-bold">
            <Sparkles aria-hidden="true" className="size-5" />
            {t("firstPayment.title")}
          </h2>
          <p className="text-sm">
            {first === null
              ? t("firstPayment.pending", { min })
              : first.cashback.minor > 0
                ? t("firstPayment.earned", {
                    cashback: formatMoney(first.cashback),
                    amount: formatMoney(absolute(first.entry.amount)),
                    name: first.entry.name,
                  })
                : t("firstPayment.tooSmall", {
                    amount: formatMoney(absolute(first.entry.amount)),
                    name: first.entry.name,
                    min,
                  })}
          </p>
          {first === null ? (
            <Button asChild className="self-start">
              <Link to="/send-money">{t("firstPayment.pay")}</Link>
            </Button>
          ) : null}
        </section>

        <section aria-labelledby="history-title" className="flex flex-col gap-2">
          <h2 id="history-title" className="font-semibold">
            {t("history.title")}
          </h2>
          <ListCard>
            {history.map((reward) => (
              <li key={reward.id} className="flex items-center gap-3 px-4 py-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">
                    {reward.offerId === firstPaymentOffer.id
                      ? t("history.kinds.first-payment")
                      : reward.offerId
                        ? t(`offers.${reward.offerId}.name`)
                        : t(`history.kinds.${reward.kind}`)}
                  </span>
                  <span className="text-sm break-words text-muted-foreground">
                    {reward.source} · {formatDateTime(new Date(reward.date), i18n.language)}
                  </span>
                </div>
                <span className="font-semibold text-success">+{formatMoney(reward.amount)}</span>
              </li>
            ))}
          </ListCard>
        </section>

        <section aria-labelledby="offers-title" className="flex flex-col gap-2">
          <h2 id="offers-title" className="font-semibold">
            {t("offers.title")}
          </h2>
          <ul className="flex flex-col gap-3">
            {open.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        </section>

        {used.length > 0 ? (
          <section aria-labelledby="used-title" className="flex flex-col gap-2">
            <h2 id="used-title" className="font-semibold">
              {t("offers.usedTitle")}
            </h2>
            <ul className="flex flex-col gap-3">
              {used.map((offer) => (
                <OfferCard key={offer.id} offer={offer} used />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}

/** An offer and its terms; a used one says so instead of offering its code. */
function OfferCard({ offer, used = false }: { offer: Offer; used?: boolean }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "rewards.offers" });
  const id = offer.id;
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-4">
      <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          {t(`${id}.name`)}
          {used ? <Badge variant="secondary">{t("used")}</Badge> : null}
        </h3>
        <p className="text-sm">
          {t(`${id}.body`, {
            percent: offer.percent,
            max: formatMoney(offer.maxAmount),
            min: formatMoney(offer.minPayment),
          })}
        </p>
        {used ? null : (
          <p className="text-xs text-muted-foreground">
            {t("code", { code: offer.code })} ·{" "}
            {t("validUntil", { date: formatDate(new Date(offer.validUntil), i18n.language) })}
          </p>
        )}
      </div>
    </li>
  );
}
