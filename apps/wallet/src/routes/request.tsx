import { amountProblem, limitsOf } from "@repo/ledger/limits";
import { Button } from "@repo/ui/components/button";
import { Input, Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatDate, formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { AmountField } from "../components/amount-field";
import { PayLinkStatusBadge } from "../components/pay-link-status";
import { QrCode } from "../components/qr-code";
import { ScreenHeader } from "../components/screen-header";
import { SharePayLink } from "../components/share-pay-link";
import { charactersOver, LimitedTextField } from "../components/text-limit";
import { connected } from "../data/api-url";
import type { AskResult } from "../data/requests-api";
import { useHomeCountry } from "../hooks/use-home-country";
import { usePayLinkStatuses } from "../hooks/use-link-payments";
import { usePayeeAccount } from "../hooks/use-payee-account";
import { amountFromText } from "../lib/input-rules";
import { NOTE_MAX_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import {
  linkText,
  newPayLinkId,
  payLinkUrl,
  type SignedPayLink,
  signPayLink,
} from "../lib/pay-link";
import { loadLedger } from "../stores/load-ledger";
import { REQUEST_VALID_DAYS, useRequestsStore } from "../stores/requests-store";

export const Route = createFileRoute("/request")({
  loader: () => Promise.all([loadCopy("request", "payLink", "payment", "input"), loadLedger()]),
  component: RequestMoney,
});

const DAY_MS = 86_400_000;

// Asking another account (on the server) is the connected wallet's: the local build carries none.
const people = connected ? import("./-request/people") : null;
const PayerField = people ? lazy(() => people.then((m) => ({ default: m.PayerField }))) : null;
const AskOutcome = people ? lazy(() => people.then((m) => ({ default: m.AskOutcome }))) : null;
const AskedList = people ? lazy(() => people.then((m) => ({ default: m.AskedList }))) : null;

/**
 * Asking for money: an amount and a note become a signed payment link (and its QR code) that
 * the payer opens in the wallet (`/pay`). The list below shows each request's status, read from
 * the ledger: a payment carrying the request's id means Paid.
 */
function RequestMoney() {
  const { t } = useTranslation("wallet", { keyPrefix: "request" });
  const { currency } = useHomeCountry();
  const payee = usePayeeAccount();
  const allRequests = useRequestsStore((s) => s.requests);
  // This account's requests: those another home country's account made here are in its money.
  const requests = useMemo(
    () => allRequests.filter((request) => request.amount.currency === currency),
    [allRequests, currency],
  );
  const addRequest = useRequestsStore((s) => s.addRequest);
  const [amountText, setAmountText] = useState("");
  const [note, setNote] = useState("");
  const [validDays, setValidDays] = useState<number>(REQUEST_VALID_DAYS[0]);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // The connected wallet: who is asked (empty: a link), what asking came to, and the id a retry
  // sends again so that the server makes one request.
  const [payer, setPayer] = useState("");
  const [asked, setAsked] = useState<AskResult | null>(null);
  const askId = useRef<string | null>(null);

  const amount = amountFromText(amountText, currency);
  const problem = amount ? amountProblem(amount) : null;
  const { min, perPayment } = limitsOf(currency);
  const limits = { min: formatMoney(min), max: formatMoney(perPayment) };
  const created = requests.find((r) => r.id === createdId);
  // A note past its limit is kept and said under its field (never cut); the request waits.
  const noteTooLong = charactersOver(note, NOTE_MAX_LENGTH) > 0;

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!amount || problem || noteTooLong || creating) return;
    setCreating(true);
    if (connected && payer.trim()) {
      const { askForMoney } = await import("../data/requests-api");
      askId.current ??= crypto.randomUUID();
      const result = await askForMoney({
        id: askId.current,
        to: payer,
        amount,
        ...(linkText(note) ? { note: linkText(note) } : {}),
      });
      setAsked(result);
      setCreating(false);
      if (result.ok || result.reason !== "no-answer") askId.current = null;
      if (!result.ok) return;
      await import("../stores/people-requests-store").then((m) => m.applyRequest(result.request));
      setAmountText("");
      setNote("");
      setPayer("");
      return;
    }
    const now = new Date();
    try {
      const link = await signPayLink({
        id: newPayLinkId("request"),
        kind: "request",
        payee,
        amount,
        purpose: linkText(note),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + validDays * DAY_MS).toISOString(),
      });
      addRequest(link);
      setCreatedId(link.id);
      setAmountText("");
      setNote("");
    } catch {
      toast({ title: t("createFailed"), variant: "error" });
    } finally {
      setCreating(false);
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <p className="text-muted-foreground">{t("intro")}</p>
        <form className="flex flex-col gap-5" onSubmit={(event) => void create(event)}>
          <AmountField
            value={amountText}
            onChange={setAmountText}
            hint={t("amountHint", limits)}
            refusal={null}
            problem={
              problem === "under-min"
                ? t("tooSmall", limits)
                : problem === "over-payment-limit"
                  ? t("tooLarge", limits)
                  : undefined
            }
          />
          <LimitedTextField
            id="request-note"
            name="note"
            label={t("note.label")}
            max={NOTE_MAX_LENGTH}
            placeholder={t("note.placeholder")}
            value={note}
            onChange={setNote}
          />
          {PayerField ? (
            <Suspense>
              <PayerField
                value={payer}
                onChange={(to) => {
                  setPayer(to);
                  setAsked(null);
                }}
              />
            </Suspense>
          ) : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor="request-valid">{t("validity.label")}</Label>
            <Select
              id="request-valid"
              value={validDays}
              onChange={(event) => setValidDays(Number(event.target.value))}
            >
              {[...REQUEST_VALID_DAYS]
                .sort((a, b) => a - b)
                .map((days) => (
                  <option key={days} value={days}>
                    {t("validity.days", { count: days })}
                  </option>
                ))}
            </Select>
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={!amount || problem !== null || noteTooLong || creating}
          >
            {t("create")}
          </Button>
        </form>

        {AskOutcome && asked ? (
          <Suspense>
            <AskOutcome result={asked} />
          </Suspense>
        ) : null}
        {created ? <CreatedRequest link={created} /> : null}
        {AskedList ? (
          <Suspense>
            <AskedList />
          </Suspense>
        ) : null}
        <RequestList requests={requests} />
      </div>
    </main>
  );
}

/** The request just made: its QR code, its link and the ways to share it. */
function CreatedRequest({ link }: { link: SignedPayLink }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.created" });
  const heading = useRef<HTMLHeadingElement>(null);
  const amount = formatMoney(link.amount);
  const url = payLinkUrl(link);
  // The form was just sent: carry keyboard and screen-reader users on to what it made.
  useEffect(() => heading.current?.focus(), [link.id]);
  return (
    <section
      aria-labelledby="created-title"
      className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5 text-center"
    >
      <h2 id="created-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t("title", { amount })}
      </h2>
      <p className="text-sm text-muted-foreground">{t("body", { amount })}</p>
      <QrCode
        value={url}
        label={t("qrLabel", { amount })}
        className="aspect-square w-full max-w-56 rounded-lg"
      />
      <Label htmlFor="created-link" className="sr-only">
        {t("link")}
      </Label>
      <Input
        id="created-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="text-xs"
      />
      <SharePayLink link={link} className="justify-center" />
    </section>
  );
}

function RequestList({ requests }: { requests: SignedPayLink[] }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "request.list" });
  const statusOf = usePayLinkStatuses(requests);
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-2">
      <h2 id="requests-title" className="font-semibold">
        {t("title")}
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {requests.map((request) => {
            const status = statusOf(request);
            return (
              <li key={request.id} className="flex flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">{formatMoney(request.amount)}</p>
                    <p className="text-sm break-words">{request.purpose ?? t("noNote")}</p>
                  </div>
                  <PayLinkStatusBadge status={status} />
                </div>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>
                    {t("made", { date: formatDate(new Date(request.createdAt), i18n.language) })}
                  </span>
                  {request.expiresAt && status === "pending" ? (
                    <span>
                      {t("validUntil", {
                        date: formatDateTime(new Date(request.expiresAt), i18n.language),
                      })}
                    </span>
                  ) : null}
                </p>
                {status === "pending" ? <SharePayLink link={request} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
