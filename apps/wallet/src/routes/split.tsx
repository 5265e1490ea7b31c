import { limitsOf } from "@repo/ledger/limits";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

import { AmountField } from "../components/amount-field";
import { ScreenHeader } from "../components/screen-header";
import { charactersOver, LimitedTextField } from "../components/text-limit";
import { connected } from "../data/api-url";
import { useHomeCountry } from "../hooks/use-home-country";
import { useHomeSample } from "../hooks/use-home-sample";
import { usePayeeAccount } from "../hooks/use-payee-account";
import { amountFromText } from "../lib/input-rules";
import { NOTE_MAX_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { linkText } from "../lib/pay-link";
import { planSplit, type SplitMode, toggled } from "../lib/split";
import { loadLedger } from "../stores/load-ledger";
import { type Person, useRequestsStore } from "../stores/requests-store";
import { localSplit } from "./-split/local-split";
import { ModeChoice, PeopleChoice } from "./-split/people-choice";
import { Shares, SplitCheck } from "./-split/shares";
import { SplitList } from "./-split/split-list";

// Splitting with other accounts (a request on the server per share) is the connected wallet's:
// the local build carries none of it. The loader loads its parts before the screen draws and
// hands them over: drawn later (lazy parts), the number field and the requests list pushed the
// form down after the take-over, under a frame that had neither.
export const Route = createFileRoute("/split")({
  loader: async () => {
    const [, , , peopleParts] = await Promise.all([
      loadCopy("split", "payLink", "payment", "input"),
      loadLedger(),
      connected ? loadCopy("splitPeople", "request") : null,
      connected ? import("./-split/people") : null,
    ]);
    return { peopleParts };
  },
  component: SplitBill,
});

/**
 * Everyone who can share a bill: you first (you take any leftover paise), then your contacts; on
 * the connected wallet, the people added by number or UPI ID instead.
 */
function usePeople(added: readonly string[]): Person[] {
  const { contacts } = useHomeSample();
  return useMemo(
    () => ["me", ...(connected ? added : contacts.map((c) => c.id))],
    [contacts, added],
  );
}

/**
 * Splitting a bill: the amount, who shares it (you and contacts), equal shares or custom ones
 * that must add up to the bill, then one signed request per person. The list shows who has paid,
 * read from the ledger like every payment link's status.
 */
function SplitBill() {
  const { peopleParts } = Route.useLoaderData();
  const { t } = useTranslation("wallet", { keyPrefix: "split" });
  const [added, setAdded] = useState<string[]>([]);
  const people = usePeople(added);
  const payee = usePayeeAccount();
  const { currency } = useHomeCountry();
  const { min, perPayment } = limitsOf(currency);
  const addSplit = useRequestsStore((s) => s.addSplit);
  const [amountText, setAmountText] = useState("");
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<Person>>(new Set(["me"]));
  const [mode, setMode] = useState<SplitMode>("equal");
  const [custom, setCustom] = useState<Partial<Record<Person, string>>>({});
  const [creating, setCreating] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const total = amountFromText(amountText, currency);
  const limits = { min: formatMoney(min), max: formatMoney(perPayment) };
  const sharing = people.filter((person) => chosen.has(person));
  const plan = planSplit({
    total,
    currency,
    sharing,
    mode,
    custom: sharing.map((person) => amountFromText(custom[person] ?? "", currency)),
  });
  const { shares, totalProblem } = plan;
  // A note past its limit is kept and said under its field (never cut); the split waits.
  const ready = plan.ready && charactersOver(note, NOTE_MAX_LENGTH) === 0;

  const toggle = (person: Person) => setChosen((before) => toggled(before, person));

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || !total || creating) return;
    setCreating(true);
    const purpose = linkText(note);
    const asked = sharing.map((person, i) => ({ person, amount: shares[i]! }));
    try {
      let id: string;
      if (peopleParts) {
        id = peopleParts.startSplit({
          total,
          ...(purpose ? { note: purpose } : {}),
          shares: asked,
        });
      } else {
        const split = await localSplit({ total, purpose, shares: asked, payee, now: new Date() });
        addSplit(split);
        id = split.id;
      }
      setCreatedId(id);
      setAmountText("");
      setNote("");
      setCustom({});
      setChosen(new Set(["me"]));
      setAdded([]);
      setMode("equal");
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
        <form className="flex flex-col gap-5" onSubmit={(event) => void send(event)}>
          <AmountField
            value={amountText}
            onChange={setAmountText}
            hint={t("amountHint", limits)}
            refusal={null}
            problem={
              totalProblem === "under-min"
                ? t("tooSmall", limits)
                : totalProblem === "over-payment-limit"
                  ? t("tooLarge", limits)
                  : undefined
            }
          />
          <LimitedTextField
            id="split-note"
            name="note"
            label={t("note.label")}
            max={NOTE_MAX_LENGTH}
            placeholder={t("note.placeholder")}
            value={note}
            onChange={setNote}
          />

          <PeopleChoice people={people} chosen={chosen} onToggle={toggle}>
            {peopleParts ? (
              <peopleParts.AddPerson
                people={people}
                onAdd={(person) => {
                  setAdded((before) => [...before, person]);
                  setChosen((before) => new Set(before).add(person));
                }}
              />
            ) : null}
          </PeopleChoice>

          <ModeChoice mode={mode} onChange={setMode} />

          {sharing.length > 0 ? (
            <Shares
              sharing={sharing}
              shares={shares}
              mode={mode}
              known={!!total && !totalProblem}
              currency={currency}
              custom={custom}
              onCustom={(person, value) => setCustom((before) => ({ ...before, [person]: value }))}
            />
          ) : null}

          <SplitCheck plan={plan} mode={mode} total={total} limits={limits} />
          <Button
            type="submit"
            size="lg"
            disabled={!ready || creating}
            aria-describedby="split-check"
          >
            {t("send")}
          </Button>
        </form>

        {peopleParts ? (
          <peopleParts.SplitRequestsList createdId={createdId} />
        ) : (
          <SplitList createdId={createdId} />
        )}
      </div>
    </main>
  );
}
