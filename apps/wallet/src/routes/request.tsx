import { amountProblem, limitsOf } from "@repo/ledger/limits";
import { Button } from "@repo/ui/components/button";
import { Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { AmountField } from "../components/amount-field";
import { ScreenHeader } from "../components/screen-header";
import { charactersOver, LimitedTextField } from "../components/text-limit";
import { connected } from "../data/api-url";
import type { AskResult } from "../data/requests-api";
import { useHomeCountry } from "../hooks/use-home-country";
import { usePayeeAccount } from "../hooks/use-payee-account";
import { amountFromText } from "../lib/input-rules";
import { NOTE_MAX_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { linkText, signRequest } from "../lib/pay-link";
import { loadLedger } from "../stores/load-ledger";
import { REQUEST_VALID_DAYS, useRequestsStore } from "../stores/requests-store";
import { CreatedRequest } from "./-request/created-request";
import { RequestList } from "./-request/request-list";

// Asking another account (on the server) is the connected wallet's: the local build carries none.
// The loader loads its parts before the screen draws and hands them over: drawn later (lazy
// parts), the payer's field and the asked list pushed the form and the links down after the
// take-over, under a frame that had neither.
export const Route = createFileRoute("/request")({
  loader: async () => {
    const [, , peopleParts] = await Promise.all([
      loadCopy("request", "payLink", "payment", "input"),
      loadLedger(),
      connected ? import("./-request/people") : null,
    ]);
    return { peopleParts };
  },
  component: RequestMoney,
});

/**
 * Asking for money: an amount and a note become a signed payment link (and its QR code) that
 * the payer opens in the wallet (`/pay`). The list below shows each request's status, read from
 * the ledger: a payment carrying the request's id means Paid.
 */
function RequestMoney() {
  const { peopleParts } = Route.useLoaderData();
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
    try {
      const link = await signRequest({
        payee,
        amount,
        purpose: linkText(note),
        now: new Date(),
        days: validDays,
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
          {peopleParts ? (
            <peopleParts.PayerField
              value={payer}
              onChange={(to) => {
                setPayer(to);
                setAsked(null);
              }}
            />
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

        {peopleParts && asked ? <peopleParts.AskOutcome result={asked} /> : null}
        {created ? <CreatedRequest link={created} /> : null}
        {peopleParts ? <peopleParts.AskedList /> : null}
        <RequestList requests={requests} />
      </div>
    </main>
  );
}
