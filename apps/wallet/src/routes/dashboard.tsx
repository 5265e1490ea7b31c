import { ThemeToggle } from "@repo/ui/components/theme-toggle";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Sparkles } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { WithBottomNav } from "../components/bottom-nav";
import { RefreshingNote } from "../components/refreshing-note";
import { ShellFigure } from "../components/shell-figure";
import { connected } from "../data/api-url";
import { useAccountStatus } from "../hooks/use-account-status";
import { useOwnAccount } from "../hooks/use-own-account";
import { monthlySummary } from "../lib/ledger";
import { loadCopy } from "../lib/load-copy";
import { inShell } from "../lib/shell-mode";
import { loadLedger } from "../stores/load-ledger";
import { useWalletStore } from "../stores/wallet-store";
import { DashboardBanner } from "./-dashboard/dashboard-banner";
import { GiveNamePrompt } from "./-dashboard/give-name-prompt";
import { MonthlySummary } from "./-dashboard/monthly-summary";
import { RecentTransactions } from "./-dashboard/recent-transactions";
import { TileList } from "./-dashboard/tile-list";

export const Route = createFileRoute("/dashboard")({
  loader: () =>
    Promise.all([
      loadCopy(
        "dashboard",
        "kyc",
        "nav",
        ...(connected ? (["giveName", "lastView"] as const) : []),
      ),
      loadLedger(),
    ]),
  component: () => <WithBottomNav screen={Dashboard} />,
});

const RECENT_COUNT = 6;

function greetingKey(hour: number) {
  if (hour < 12) return "greeting.morning" as const;
  if (hour < 17) return "greeting.afternoon" as const;
  return "greeting.evening" as const;
}

function Dashboard() {
  const { t } = useTranslation("wallet", { keyPrefix: "dashboard" });
  const { t: tc } = useTranslation();
  const { t: tk } = useTranslation("wallet", { keyPrefix: "kyc" });
  const account = useAccountStatus();
  const user = useOwnAccount();
  const balances = useWalletStore((s) => s.ledger.balances);
  const transactions = useWalletStore((s) => s.ledger.transactions);
  // The banner offers the first-payment cashback: gone once the first payment is made.
  const firstPaymentMade = useWalletStore((s) => s.firstPayment !== null);
  const summary = useMemo(() => monthlySummary(transactions), [transactions]);

  return (
    <main className="flex flex-1 flex-col gap-6 px-5 pt-5 pb-8">
      <header className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          {/* Two lines whatever the name: the frame's "Hello," and box are as tall as the greeting
              (no shift when it arrives), and the name line is the one the connected frame fills
              from the session (lib/shell-scripts.ts fillLastView). */}
          <h1 className="text-xl font-bold">
            <span className="block text-sm font-medium text-muted-foreground">
              {inShell()
                ? // The build's app shell knows neither the hour nor the name.
                  t("greeting.anyTime", { name: "" })
                : t(greetingKey(new Date().getHours()), { name: "" })}
            </span>
            <span className="block break-words">
              <ShellFigure slot="name" className="w-40">
                {user.greetingName}
              </ShellFigure>
            </span>
          </h1>
          <p className="text-sm text-muted-foreground">
            {account.isNew ? tk("welcomeNew") : t("welcome")}
          </p>
        </div>
        <ThemeToggle toDarkLabel={tc("theme.toDark")} toLightLabel={tc("theme.toLight")} />
        <Link
          to="/profile"
          aria-label={t("profile")}
          className="flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
        >
          <span aria-hidden="true">
            <ShellFigure className="w-5">{user.initials}</ShellFigure>
          </span>
        </Link>
      </header>

      <section
        aria-labelledby="balance-title"
        className="flex flex-col gap-4 rounded-2xl bg-primary p-5 text-primary-foreground shadow-md"
      >
        <div>
          <h2 id="balance-title" className="text-sm font-medium opacity-90">
            {t("balance.title")}
          </h2>
          <p className="text-3xl font-extrabold tracking-tight">
            <ShellFigure slot="total" className="w-36">
              {formatMoney({
                minor: balances.bank.minor + balances.wallet.minor,
                currency: balances.wallet.currency,
              })}
            </ShellFigure>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 border-t border-primary-foreground/25 pt-3">
          <div>
            <dt className="text-xs opacity-90">{t("balance.bank")}</dt>
            <dd className="font-semibold">
              <ShellFigure slot="bank" className="w-20">
                {formatMoney(balances.bank)}
              </ShellFigure>
            </dd>
          </div>
          <div>
            <dt className="text-xs opacity-90">{t("balance.wallet")}</dt>
            <dd className="font-semibold">
              <ShellFigure slot="wallet" className="w-20">
                {formatMoney(balances.wallet)}
              </ShellFigure>
            </dd>
          </div>
        </dl>
        <RefreshingNote className="font-medium" />
      </section>

      <nav aria-labelledby="actions-title">
        <h2 id="actions-title" className="sr-only">
          {t("actions.title")}
        </h2>
        <TileList row="actions" />
      </nav>

      {connected ? <GiveNamePrompt /> : null}

      {firstPaymentMade ? null : (
        <DashboardBanner
          id="offer-title"
          icon={Sparkles}
          title={t("offer.title")}
          body={t("offer.body")}
          action={t("offer.cta")}
          to="/rewards"
          tone="offer"
          // The connected frame's script hides it for an account whose last known view has paid.
          shell={inShell() ? { part: "offer", hidden: false } : undefined}
        />
      )}

      <nav aria-labelledby="services-title" className="flex flex-col gap-2">
        <h2 id="services-title" className="font-semibold">
          {t("services.title")}
        </h2>
        <TileList row="services" framed />
      </nav>

      <MonthlySummary summary={summary} />

      <RecentTransactions entries={transactions.slice(0, RECENT_COUNT)} shellRows={RECENT_COUNT} />
    </main>
  );
}
