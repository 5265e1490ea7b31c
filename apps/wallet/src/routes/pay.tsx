import { absolute } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { formatDate, formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../components/confirm-payment";
import { DetailList } from "../components/detail-list";
import { ScreenHeader } from "../components/screen-header";
import { useHomeCountry } from "../hooks/use-home-country";
import { useLinkPayments } from "../hooks/use-link-payments";
import { useOwnAccount } from "../hooks/use-own-account";
import type { LedgerEntry, PaymentInput } from "../lib/ledger";
import { loadCopy } from "../lib/load-copy";
import { loadLedger } from "../lib/load-ledger";
import {
  mobileCountryOf,
  payeeTransfer,
  type PayLinkCheck,
  type PayLinkRefusal,
  paysInLinkCurrency,
  type SignedPayLink,
  verifyPayLink,
} from "../lib/pay-link";
import { type PayLinkQuery, payLinkSearch } from "../lib/pay-link-search";
import { formatPhone } from "../lib/phone";

export const Route = createFileRoute("/pay")({
  // Kept as it arrives here, so this config stays small in the first load; the screen reads the
  // link's fields (as text only) with payLinkSearch, in its own chunk, before anything else.
  validateSearch: (search: Record<string, unknown>) => search,
  loader: () => Promise.all([loadCopy("payLink", "payment"), loadLedger()]),
  component: Pay,
});

/**
 * The payer's side of a payment link (a request, a share of a split bill, a business's link):
 * the link is checked first (its signature, then its expiry), and only a genuine, unpaid link
 * offers the shared confirm step with the PIN. The payment carries the link's id, which is what
 * shows the link as paid everywhere.
 */
function Pay() {
  const { step, ...query } = payLinkSearch(Route.useSearch());
  const check = usePayLinkCheck(query);
  const { currency } = useHomeCountry();
  if (!check) return <Checking />;
  if (!check.ok) return <RefusedLink refusal={check} />;
  if (!paysInLinkCurrency(check.link, currency)) {
    return <OtherCurrencyLink link={check.link} currency={currency} />;
  }
  return <OpenLink link={check.link} query={query} confirming={step === "confirm"} />;
}

/** The link's check, done again whenever a field changes; undefined while it runs. */
function usePayLinkCheck(query: PayLinkQuery): PayLinkCheck | undefined {
  // The fields as one value, in a fixed order (payLinkSearch writes them so): a new object with
  // the same fields is the same link.
  const key = JSON.stringify(query);
  const [checked, setChecked] = useState<{ key: string; check: PayLinkCheck } | null>(null);
  useEffect(() => {
    let current = true;
    void verifyPayLink(JSON.parse(key) as PayLinkQuery, new Date()).then((check) => {
      if (current) setChecked({ key, check });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return checked?.key === key ? checked.check : undefined;
}

function Checking() {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  return (
    <main className="flex flex-1 flex-col" aria-busy="true">
      <p role="status" className="sr-only">
        {t("checking")}
      </p>
    </main>
  );
}

function OpenLink({
  link,
  query,
  confirming,
}: {
  link: SignedPayLink;
  query: PayLinkQuery;
  confirming: boolean;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  const rows = useLinkRows(link);
  const paidLinks = useLinkPayments(Date.parse(link.createdAt));
  // The confirm step goes by what the ledger held when it opened: its own payment must lead to
  // the receipt, not to "Already paid" (another tab's payment is refused there as link-paid).
  const [paidAtOpen, setPaidAtOpen] = useState<LedgerEntry | null | undefined>(undefined);
  if (paidLinks && paidAtOpen === undefined) setPaidAtOpen(paidLinks.get(link.id) ?? null);
  if (!paidLinks) return <Checking />;
  const paid = confirming && paidAtOpen !== undefined ? paidAtOpen : paidLinks.get(link.id);
  if (paid) return <AlreadyPaid payee={link.payee.name} entry={paid} />;

  const transfer = payeeTransfer(link.payee.account);
  const payment: PaymentInput = {
    kind: link.kind === "request" ? "request" : "link",
    transfer,
    recipient: link.payee.account,
    name: link.payee.name,
    amount: link.amount,
    note: link.purpose,
    linkId: link.id,
  };
  if (!confirming) return <LinkDetails link={link} query={query} />;
  return (
    <ConfirmPayment
      title={t("confirmTitle")}
      back={{ to: "/pay", search: query }}
      payment={payment}
      rows={rows}
    />
  );
}

/** Who is paid and what for: the rows the details and the confirm step both show. */
function useLinkRows(link: SignedPayLink): [string, string][] {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  const account = link.payee.account;
  const rows: [string, string][] = [
    [t("to"), link.payee.name],
    payeeTransfer(account) === "phone"
      ? [t("accountPhone"), formatPhone(account, mobileCountryOf(account))]
      : [t("accountUpi"), account],
  ];
  if (link.purpose) rows.push([t("purpose"), link.purpose]);
  return rows;
}

function LinkDetails({ link, query }: { link: SignedPayLink; query: PayLinkQuery }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink" });
  const navigate = useNavigate();
  const own = useOwnAccount();
  const amount = formatMoney(link.amount);
  const name = link.payee.name;
  const rows = useLinkRows(link);
  rows.push([t("requestedOn"), formatDate(new Date(link.createdAt), i18n.language)]);
  if (link.expiresAt) {
    rows.push([t("validUntil"), formatDateTime(new Date(link.expiresAt), i18n.language)]);
  }
  rows.push([t("linkId"), link.id]);
  const ownAccount = link.payee.account === own.upiId || link.payee.account === own.phone;

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title", { name })} back={{ to: "/dashboard" }} />
      <div className="flex flex-1 flex-col gap-5 px-5 pt-2 pb-8">
        <section
          aria-labelledby="link-amount"
          className="flex flex-col gap-3 rounded-2xl border bg-card p-5"
        >
          <div className="flex flex-col items-center gap-1 text-center">
            <p className="text-muted-foreground">{t(`asks.${link.kind}`, { name })}</p>
            <h2 id="link-amount" className="text-4xl font-extrabold tracking-tight">
              {amount}
            </h2>
          </div>
          <DetailList rows={rows} />
        </section>
        <p className="flex items-start gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          {t("verified", { name })}
        </p>
        {ownAccount ? (
          <p role="note" className="rounded-xl bg-muted p-4 text-sm">
            {t("ownRequest")}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-3">
          <Button
            size="lg"
            onClick={() => void navigate({ to: "/pay", search: { ...query, step: "confirm" } })}
          >
            {t("payButton", { amount })}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/dashboard">{t("notNow")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

function RefusedLink({ refusal }: { refusal: PayLinkRefusal }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink.refused" });
  const expired = refusal.reason === "expired" ? refusal.link : null;
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold text-balance">{t(expired ? "expiredTitle" : "title")}</h1>
      <p role="alert" className="text-muted-foreground">
        {expired
          ? t("expired", {
              name: expired.payee.name,
              amount: formatMoney(expired.amount),
              date: formatDateTime(new Date(expired.expiresAt!), i18n.language),
            })
          : t(refusal.reason as Exclude<PayLinkRefusal["reason"], "expired">)}
      </p>
      <Button asChild className="mt-2">
        <Link to="/dashboard">{t("home")}</Link>
      </Button>
    </main>
  );
}

/**
 * A genuine link in another currency than this wallet's (a kwacha request opened by an Indian
 * account, or the other way round): a wallet pays only in its own money, so it says so and
 * offers nothing to pay.
 */
function OtherCurrencyLink({ link, currency }: { link: SignedPayLink; currency: string }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink.refused" });
  const names = new Intl.DisplayNames([i18n.language, "en"], { type: "currency" });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold text-balance">{t("otherCurrencyTitle")}</h1>
      <p role="alert" className="text-muted-foreground">
        {t("otherCurrency", {
          name: link.payee.name,
          amount: formatMoney(link.amount),
          linkCurrency: names.of(link.amount.currency),
          currency: names.of(currency),
        })}
      </p>
      <Button asChild className="mt-2">
        <Link to="/dashboard">{t("home")}</Link>
      </Button>
    </main>
  );
}

function AlreadyPaid({ payee, entry }: { payee: string; entry: LedgerEntry }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink.paid" });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <h1 className="text-2xl font-bold text-balance">{t("title")}</h1>
      <p className="text-muted-foreground">
        {t("body", {
          amount: formatMoney(absolute(entry.amount)),
          name: payee,
          date: formatDateTime(new Date(entry.date), i18n.language),
        })}
      </p>
      <div className="mt-2 flex flex-col gap-3">
        <Button asChild>
          <Link to="/transactions/$id" params={{ id: entry.id }}>
            {t("receipt")}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/dashboard">{t("home")}</Link>
        </Button>
      </div>
    </main>
  );
}
