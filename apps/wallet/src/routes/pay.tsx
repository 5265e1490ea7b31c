import { absolute } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { formatDate, formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../components/confirm-payment";
import { connected } from "../data/api-url";
import { useHomeCountry } from "../hooks/use-home-country";
import { useLinkPayments } from "../hooks/use-link-payments";
import { useOwnAccount } from "../hooks/use-own-account";
import type { LedgerEntry, PaymentInput } from "../lib/ledger";
import { loadCopy } from "../lib/load-copy";
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
import { inShell } from "../lib/shell-mode";
import { loadLedger } from "../stores/load-ledger";
import { Checking, LinkDetailsView, LinkMessage } from "./-pay/link-screens";

export const Route = createFileRoute("/pay")({
  // Kept as it arrives here, so this config stays small in the first load; the screen reads the
  // link's fields (as text only) with payLinkSearch, in its own chunk, before anything else.
  validateSearch: (search: Record<string, unknown>) => search,
  loader: () =>
    Promise.all([
      loadCopy("payLink", "payment", ...(connected ? (["serverLinks"] as const) : [])),
      loadLedger(),
    ]),
  component: Pay,
});

// A business's link kept by the server (`?link=<id>`) is the connected wallet's: the local build
// carries none of it.
const ServerLinkPay = connected ? lazy(() => import("./-pay/server-link-pay")) : null;

/** `/pay?link=<id>` (a server's link, connected wallet) or a signed link's fields. */
function Pay() {
  const search = Route.useSearch();
  // The build's prerender alone draws it (import.meta.env.SSR): no page carries it.
  if (import.meta.env.SSR && inShell()) return <PayShell />;
  if (ServerLinkPay && search.link !== undefined) {
    return (
      <Suspense fallback={<Checking />}>
        <ServerLinkPay id={search.link} confirming={search.step === "confirm"} />
      </Suspense>
    );
  }
  return <SignedLinkPay search={search} />;
}

/**
 * The page's app shell: "Checking the payment link…", as for any link. An address with no link's
 * field at all is no link, whatever the app checks: for it, the page's script after the frame
 * (lib/shell-scripts.ts showNoLinkFrame) draws the refusal the app will draw, kept inert here.
 */
function PayShell() {
  return (
    <>
      <Checking />
      <template data-shell-when="no-link">
        <RefusedLink refusal={{ reason: "malformed" }} />
      </template>
    </>
  );
}

/**
 * The payer's side of a payment link (a request, a share of a split bill, a business's link):
 * the link is checked first (its signature, then its expiry), and only a genuine, unpaid link
 * offers the shared confirm step with the PIN. The payment carries the link's id, which is what
 * shows the link as paid everywhere.
 */
function SignedLinkPay({ search }: { search: Record<string, unknown> }) {
  const { step, ...query } = payLinkSearch(search);
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
    <LinkDetailsView
      name={name}
      asks={t(`asks.${link.kind}`, { name })}
      amount={amount}
      rows={rows}
      verified={t("verified", { name })}
      note={ownAccount ? t("ownRequest") : undefined}
      onPay={() => void navigate({ to: "/pay", search: { ...query, step: "confirm" } })}
    />
  );
}

function RefusedLink({ refusal }: { refusal: PayLinkRefusal }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink.refused" });
  const expired = refusal.reason === "expired" ? refusal.link : null;
  return (
    <LinkMessage
      tone="refused"
      title={t(expired ? "expiredTitle" : "title")}
      body={
        expired
          ? t("expired", {
              name: expired.payee.name,
              amount: formatMoney(expired.amount),
              date: formatDateTime(new Date(expired.expiresAt!), i18n.language),
            })
          : t(refusal.reason as Exclude<PayLinkRefusal["reason"], "expired">)
      }
    />
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
    <LinkMessage
      tone="refused"
      title={t("otherCurrencyTitle")}
      body={t("otherCurrency", {
        name: link.payee.name,
        amount: formatMoney(link.amount),
        linkCurrency: names.of(link.amount.currency),
        currency: names.of(currency),
      })}
    />
  );
}

function AlreadyPaid({ payee, entry }: { payee: string; entry: LedgerEntry }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink.paid" });
  return (
    <LinkMessage
      tone="paid"
      title={t("title")}
      body={t("body", {
        amount: formatMoney(absolute(entry.amount)),
        name: payee,
        date: formatDateTime(new Date(entry.date), i18n.language),
      })}
    >
      <Button asChild>
        <Link to="/transactions/$id" params={{ id: entry.id }}>
          {t("receipt")}
        </Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/dashboard">{t("home")}</Link>
      </Button>
    </LinkMessage>
  );
}
