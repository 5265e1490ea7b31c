import { Button } from "@repo/ui/components/button";
import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "react-i18next";

import { DetailList, DetailRow } from "../../components/detail-list";
import { ScreenHeader } from "../../components/screen-header";
import { FigureBox } from "../../components/shell-figure";

/**
 * The parts of the payer's side of a link (`/pay`): its details with the way to pay, and the
 * one-message screens (refused, paid already). A signed link and a server's link show the same.
 * Need the "payLink" copy.
 */

/** The details' card, and the column it sits in. */
const column = "flex flex-1 flex-col gap-5 px-5 pt-2 pb-8";
const card = "flex flex-col gap-3 rounded-2xl border bg-card p-5";

/**
 * While the link is read or checked: the details' frame, its figures as boxes, said to screen
 * readers. The same for every link, so it is also the page's app shell (lib/shell-mode.ts).
 */
export function Checking() {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  return (
    <main className="flex flex-1 flex-col" aria-busy="true">
      <ScreenHeader title={t("checking")} back={{ to: "/dashboard" }} />
      <p role="status" className="sr-only">
        {t("checking")}
      </p>
      <div className={column}>
        <div aria-hidden="true" className={card}>
          <div className="flex flex-col items-center gap-1 text-center">
            <p className="text-muted-foreground">
              <FigureBox className="w-44" />
            </p>
            <p className="text-4xl font-extrabold tracking-tight">
              <FigureBox className="w-36" />
            </p>
          </div>
          <DetailList rows={[]}>
            {["w-28", "w-36", "w-24", "w-32"].map((width) => (
              <DetailRow key={width} label={<FigureBox className="w-16" />}>
                <FigureBox className={width} />
              </DetailRow>
            ))}
          </DetailList>
        </div>
        <div className="mt-auto flex flex-col gap-3">
          <Button asChild variant="ghost">
            <Link to="/dashboard">{t("notNow")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

type LinkDetailsViewProps = {
  /** Who asks: the h1 says "Pay {{name}}". */
  name: string;
  /** "Asha asks for payment", above the amount. */
  asks: string;
  /** Formatted. */
  amount: string;
  rows: [string, string][];
  /** Why the details can be trusted. */
  verified: string;
  /** A note under it (one's own link), if any. */
  note?: string;
  /** Opens the confirm step; without it, nothing is offered to pay. */
  onPay?: () => void;
};

/** A link's details: who asks, the amount, the rows, and Pay or Not now. */
export function LinkDetailsView({
  name,
  asks,
  amount,
  rows,
  verified,
  note,
  onPay,
}: LinkDetailsViewProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title", { name })} back={{ to: "/dashboard" }} />
      <div className={column}>
        <section aria-labelledby="link-amount" className={card}>
          <div className="flex flex-col items-center gap-1 text-center">
            <p className="text-muted-foreground">{asks}</p>
            <h2 id="link-amount" className="text-4xl font-extrabold tracking-tight">
              {amount}
            </h2>
          </div>
          <DetailList rows={rows} />
        </section>
        <p className="flex items-start gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          {verified}
        </p>
        {note ? (
          <p role="note" className="rounded-xl bg-muted p-4 text-sm">
            {note}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-3">
          {onPay ? (
            <Button size="lg" onClick={onPay}>
              {t("payButton", { amount })}
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/dashboard">{t("notNow")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

type LinkMessageProps = {
  /** "refused": the link can't be paid; "paid": it was, already. */
  tone: "refused" | "paid";
  title: string;
  body: string;
  /** The ways on (buttons); Go to Home unless given. */
  children?: React.ReactNode;
};

/** A link that can't be paid (or is paid already): one heading, why, and the ways on. */
export function LinkMessage({ tone, title, body, children }: LinkMessageProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink.refused" });
  const Icon = tone === "paid" ? CircleCheck : CircleAlert;
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <Icon
        aria-hidden="true"
        className={tone === "paid" ? "size-12 text-success" : "size-12 text-destructive"}
      />
      <h1 className="text-2xl font-bold text-balance">{title}</h1>
      <p role={tone === "refused" ? "alert" : undefined} className="text-muted-foreground">
        {body}
      </p>
      <div className="mt-2 flex flex-col gap-3">
        {children ?? (
          <Button asChild>
            <Link to="/dashboard">{t("home")}</Link>
          </Button>
        )}
      </div>
    </main>
  );
}
