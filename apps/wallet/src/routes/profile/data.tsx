import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import type { DataHealth } from "../../data/ledger-backend";
import { loadCopy } from "../../lib/load-copy";
import { loadLedger } from "../../stores/load-ledger";
import { useWalletStore, withLedger } from "../../stores/wallet-store";
import { BackupRestore } from "./-data/backup-restore";
import { EraseData } from "./-data/erase-data";

export const Route = createFileRoute("/profile/data")({
  loader: () => Promise.all([loadCopy("profileData"), loadLedger()]),
  component: YourData,
});

/** Profile → Your data: what is kept, entries set aside, backup, restore and erase. */
function YourData() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "profileData" });
  const ledger = useWalletStore((s) => s.ledger);
  const kept = useWalletStore((s) => s.kept);
  const [health, setHealth] = useState<DataHealth | null>(null);

  // Checked again whenever the ledger changes (a payment, a restore, another tab).
  useEffect(() => {
    let current = true;
    void withLedger((backend) => backend.health()).then((result) => {
      if (current) setHealth(result);
    });
    return () => {
      current = false;
    };
  }, [ledger]);

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <p className="text-muted-foreground">{kept ? t("intro") : t("notKept")}</p>

        <section aria-labelledby="kept-title" className="flex flex-col gap-2">
          <h2 id="kept-title" className="font-semibold">
            {t("summary.title")}
          </h2>
          <div
            className="flex min-h-20 flex-col gap-1 rounded-xl border bg-card p-4 text-sm"
            aria-busy={health === null}
          >
            {health ? (
              <>
                <p>{t("summary.entries", { count: health.entries })}</p>
                {health.balances.ok ? (
                  <p>{t("summary.balancesOk")}</p>
                ) : (
                  <p role="alert" className="font-medium text-destructive">
                    {t("summary.balancesMismatch", {
                      keptWallet: formatMoney(health.balances.kept.wallet),
                      keptBank: formatMoney(health.balances.kept.bank),
                      wallet: formatMoney(health.balances.fromEntries.wallet),
                      bank: formatMoney(health.balances.fromEntries.bank),
                    })}
                  </p>
                )}
              </>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="set-aside-title" className="flex flex-col gap-2">
          <h2 id="set-aside-title" className="font-semibold">
            {t("setAside.title")}
          </h2>
          {health && health.setAside.length > 0 ? (
            <>
              <p className="text-sm text-muted-foreground">{t("setAside.intro")}</p>
              <ListCard>
                {health.setAside.map((item, index) => (
                  <li key={index} className="flex flex-col gap-1 p-4 text-sm">
                    <span className="font-medium break-all">
                      {item.id ? t("setAside.entry", { id: item.id }) : t("setAside.noId")}
                    </span>
                    <span className="text-muted-foreground">
                      {t("setAside.when", {
                        date: formatDateTime(new Date(item.setAsideAt), i18n.language),
                      })}
                    </span>
                    <code className="rounded bg-muted p-2 font-mono text-xs break-all">
                      {preview(item.raw)}
                    </code>
                  </li>
                ))}
              </ListCard>
            </>
          ) : (
            // Its line is kept while the check runs: the sentence arriving moved the backup below.
            <p className="min-h-5 text-sm text-muted-foreground">
              {health ? t("setAside.none") : null}
            </p>
          )}
        </section>

        <BackupRestore />
        <EraseData />
      </div>
    </main>
  );
}

/** A set-aside record as text, shortened: React renders it as text, never as markup. */
function preview(raw: unknown): string {
  const text = JSON.stringify(raw) ?? String(raw);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}
