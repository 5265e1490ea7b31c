import { amountProblem, limitsOf } from "@repo/ledger/limits";
import { type Money } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { AmountField } from "../components/amount-field";
import { ChoiceOption } from "../components/choice-option";
import { GuardMessage } from "../components/guard-message";
import { focusRing } from "../components/kit/focus";
import { PayLinkStatusBadge } from "../components/pay-link-status";
import { ScreenHeader } from "../components/screen-header";
import { SharePayLink } from "../components/share-pay-link";
import { charactersOver, LimitedTextField } from "../components/text-limit";
import { connected } from "../data/api-url";
import { useHomeCountry } from "../hooks/use-home-country";
import { useHomeSample } from "../hooks/use-home-sample";
import { useInputGuard } from "../hooks/use-input-guard";
import { usePayLinkStatuses } from "../hooks/use-link-payments";
import { useOwnAccount } from "../hooks/use-own-account";
import { usePayeeAccount } from "../hooks/use-payee-account";
import { amountFromText, amountRuleFor } from "../lib/input-rules";
import { NOTE_MAX_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { currencySymbol } from "../lib/money";
import { linkText, newPayLinkId, signPayLink } from "../lib/pay-link";
import { checkShares, equalShares } from "../lib/split";
import { loadLedger } from "../stores/load-ledger";
import {
  type Person,
  REQUEST_VALID_DAYS,
  type Split,
  useRequestsStore,
} from "../stores/requests-store";

export const Route = createFileRoute("/split")({
  loader: () =>
    Promise.all([
      loadCopy("split", "payLink", "payment", "input"),
      loadLedger(),
      connected ? loadCopy("splitPeople", "request") : null,
    ]),
  component: SplitBill,
});

// Splitting with other accounts (a request on the server per share) is the connected wallet's:
// the local build carries none of it.
const splitPeople = connected ? import("./-split/people") : null;
const AddPerson = splitPeople
  ? lazy(() => splitPeople.then((m) => ({ default: m.AddPerson })))
  : null;
const SplitRequestsList = splitPeople
  ? lazy(() => splitPeople.then((m) => ({ default: m.SplitRequestsList })))
  : null;

const DAY_MS = 86_400_000;

type Mode = "equal" | "custom";

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

function usePersonName() {
  const { t } = useTranslation("wallet", { keyPrefix: "split.people" });
  const { contacts } = useHomeSample();
  return (person: Person) =>
    person === "me" ? t("you") : (contacts.find((c) => c.id === person)?.name ?? person);
}

/**
 * Splitting a bill: the amount, who shares it (you and contacts), equal shares or custom ones
 * that must add up to the bill, then one signed request per person. The list shows who has paid,
 * read from the ledger like every payment link's status.
 */
function SplitBill() {
  const { t } = useTranslation("wallet", { keyPrefix: "split" });
  const nameOf = usePersonName();
  const [added, setAdded] = useState<string[]>([]);
  const people = usePeople(added);
  const user = useOwnAccount();
  const payee = usePayeeAccount();
  const { currency } = useHomeCountry();
  const { min, perPayment } = limitsOf(currency);
  const none: Money = { minor: 0, currency };
  const addSplit = useRequestsStore((s) => s.addSplit);
  const [amountText, setAmountText] = useState("");
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<Person>>(new Set(["me"]));
  const [mode, setMode] = useState<Mode>("equal");
  const [custom, setCustom] = useState<Partial<Record<Person, string>>>({});
  const [creating, setCreating] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const total = amountFromText(amountText, currency);
  const totalProblem = total ? amountProblem(total) : null;
  const limits = { min: formatMoney(min), max: formatMoney(perPayment) };
  const sharing = people.filter((person) => chosen.has(person));
  const shares: Money[] =
    mode === "equal"
      ? equalShares(total ?? none, sharing.length)
      : sharing.map((person) => amountFromText(custom[person] ?? "", currency) ?? none);
  const check = total ? checkShares(total, shares) : null;
  // Everyone but you gets a request, and a request asks for at least the smallest payment.
  const tooSmall = sharing.some(
    (person, i) => person !== "me" && (shares[i]?.minor ?? 0) < min.minor,
  );

  // What is still missing is a hint; shares that do not fit are a mistake.
  const missing = !total
    ? t("check.needAmount")
    : !totalProblem && sharing.every((person) => person === "me")
      ? t("check.needPeople")
      : null;
  const problem =
    !total || totalProblem || missing
      ? null
      : check && !check.ok
        ? t(`check.${check.problem}`, {
            sum: formatMoney(check.sum),
            difference: formatMoney(check.difference),
            total: formatMoney(total),
          })
        : tooSmall
          ? t("check.tooSmallShare", limits)
          : null;
  // A note past its limit is kept and said under its field (never cut); the split waits.
  const ready =
    total !== undefined &&
    !totalProblem &&
    !missing &&
    problem === null &&
    charactersOver(note, NOTE_MAX_LENGTH) === 0;

  const toggle = (person: Person) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(person)) next.delete(person);
      else next.add(person);
      return next;
    });

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || creating) return;
    setCreating(true);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + REQUEST_VALID_DAYS[0] * DAY_MS).toISOString();
    const purpose = linkText(note);
    try {
      let id: string;
      if (splitPeople) {
        id = (await splitPeople).startSplit({
          total,
          ...(purpose ? { note: purpose } : {}),
          shares: sharing.map((person, i) => ({ person, amount: shares[i]! })),
        });
      } else {
        const split: Split = {
          id: `SPL${now.getTime().toString(36).toUpperCase()}`,
          createdAt: now.toISOString(),
          total,
          note: purpose,
          shares: await Promise.all(
            sharing.map(async (person, i) => {
              const amount = shares[i]!;
              if (person === "me") return { person, amount };
              const link = await signPayLink({
                id: newPayLinkId("request"),
                kind: "request",
                payee,
                amount,
                purpose,
                createdAt: now.toISOString(),
                expiresAt,
              });
              return { person, amount, link };
            }),
          ),
        };
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

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t("people.title")}</legend>
            <div className="divide-y overflow-hidden rounded-xl border bg-card">
              {people.map((person) => (
                <label
                  key={person}
                  className={`flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-muted has-checked:bg-secondary ${focusRing.holder}`}
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(person)}
                    onChange={() => toggle(person)}
                    className={`size-5 shrink-0 accent-primary ${focusRing.held}`}
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium">{nameOf(person)}</span>
                    {person === "me" ? (
                      <span className="text-sm text-muted-foreground">
                        {t("people.youDetail", { name: user.name })}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
            {AddPerson ? (
              <Suspense>
                <AddPerson
                  people={people}
                  onAdd={(person) => {
                    setAdded((before) => [...before, person]);
                    setChosen((before) => new Set(before).add(person));
                  }}
                />
              </Suspense>
            ) : null}
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t("mode.title")}</legend>
            <div className="divide-y overflow-hidden rounded-xl border bg-card">
              {(["equal", "custom"] as const).map((option) => (
                <ChoiceOption
                  key={option}
                  group="split-mode"
                  value={option}
                  checked={mode === option}
                  onSelect={() => setMode(option)}
                  title={t(`mode.${option}`)}
                />
              ))}
            </div>
          </fieldset>

          {sharing.length > 0 ? (
            <section aria-labelledby="shares-title" className="flex flex-col gap-2">
              <h2 id="shares-title" className="text-sm font-medium">
                {t("shares.title")}
              </h2>
              {mode === "equal" && total && !totalProblem ? (
                <p className="text-sm font-semibold">
                  {shares.every((s) => s.minor === shares[0]?.minor)
                    ? t("shares.each", { amount: formatMoney(shares[0]!) })
                    : t("shares.unevenEach", { amount: formatMoney(shares.at(-1)!) })}
                </p>
              ) : null}
              <ul className="divide-y rounded-xl border bg-card">
                {sharing.map((person, i) => (
                  <li key={person} className="flex min-h-12 items-center gap-3 px-4 py-2">
                    {mode === "equal" ? (
                      <>
                        <span className="flex-1 font-medium">{nameOf(person)}</span>
                        <span className="font-semibold">
                          {total && !totalProblem ? formatMoney(shares[i]!) : "–"}
                        </span>
                      </>
                    ) : (
                      <ShareInput
                        person={person}
                        currency={currency}
                        label={
                          person === "me"
                            ? t("shares.yourShare", { symbol: currencySymbol(currency) })
                            : t("shares.shareOf", {
                                name: nameOf(person),
                                symbol: currencySymbol(currency),
                              })
                        }
                        value={custom[person] ?? ""}
                        onChange={(value) =>
                          setCustom((before) => ({ ...before, [person]: value }))
                        }
                      />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <p
            id="split-check"
            role="status"
            className={cn(
              "text-sm font-medium empty:hidden",
              problem ? "text-destructive" : missing ? "text-muted-foreground" : "text-success",
            )}
          >
            {problem ??
              missing ??
              (mode === "custom" && total && check?.ok
                ? t("check.match", { total: formatMoney(total) })
                : "")}
          </p>
          <Button
            type="submit"
            size="lg"
            disabled={!ready || creating}
            aria-describedby="split-check"
          >
            {t("send")}
          </Button>
        </form>

        {SplitRequestsList ? (
          <Suspense>
            <SplitRequestsList createdId={createdId} />
          </Suspense>
        ) : (
          <SplitList createdId={createdId} />
        )}
      </div>
    </main>
  );
}

function ShareInput({
  person,
  currency,
  label,
  value,
  onChange,
}: {
  person: Person;
  currency: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `share-${person}`;
  const guard = useInputGuard({
    id,
    rule: amountRuleFor(currency),
    value,
    onValueChange: onChange,
  });
  return (
    <div className="flex w-full flex-col gap-1">
      <div className="flex items-center gap-3">
        <Label htmlFor={id} className="flex-1">
          {label}
        </Label>
        <Input
          {...guard.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          className="w-32 text-right"
        />
      </div>
      <GuardMessage {...guard.message} />
    </div>
  );
}

function SplitList({ createdId }: { createdId: string | null }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "split.list" });
  const nameOf = usePersonName();
  const { contacts } = useHomeSample();
  const { currency } = useHomeCountry();
  const allSplits = useRequestsStore((s) => s.splits);
  // This account's bills: another home country's account's splits here are in its own money.
  const splits = useMemo(
    () => allSplits.filter((split) => split.total.currency === currency),
    [allSplits, currency],
  );
  const statusOf = usePayLinkStatuses(splits.flatMap((s) => s.shares.flatMap((x) => x.link ?? [])));
  const created = useRef<HTMLHeadingElement>(null);
  // Requests just made: carry keyboard and screen-reader users on to them.
  useEffect(() => {
    if (createdId) created.current?.focus();
  }, [createdId]);

  return (
    <section aria-labelledby="splits-title" className="flex flex-col gap-3">
      <h2 id="splits-title" className="font-semibold">
        {t("title")}
      </h2>
      {splits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        splits.map((split) => {
          const requests = split.shares.filter((share) => share.link);
          const paid = requests.filter((share) => statusOf(share.link!) === "paid").length;
          return (
            <article
              key={split.id}
              aria-labelledby={`split-${split.id}`}
              className="flex flex-col gap-2 rounded-xl border bg-card p-4"
            >
              <h3
                id={`split-${split.id}`}
                ref={split.id === createdId ? created : undefined}
                tabIndex={-1}
                className="font-semibold break-words"
              >
                {t("heading", {
                  note: split.note ?? t("untitled"),
                  amount: formatMoney(split.total),
                })}
              </h3>
              <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>
                  {t("made", { date: formatDate(new Date(split.createdAt), i18n.language) })}
                </span>
                <span>{t("paidCount", { paid, count: requests.length })}</span>
              </p>
              <ul className="divide-y">
                {split.shares.map((share) => {
                  const status = share.link ? statusOf(share.link) : undefined;
                  const name = nameOf(share.person);
                  const amount = formatMoney(share.amount);
                  return (
                    <li key={share.person} className="flex flex-col gap-2 py-2">
                      <div className="flex items-center gap-3">
                        <span className="min-w-0 flex-1 font-medium">{name}</span>
                        <span className="font-semibold">{amount}</span>
                        {share.link ? (
                          <PayLinkStatusBadge status={status} />
                        ) : (
                          <span className="text-xs text-muted-foreground">{t("yourShare")}</span>
                        )}
                      </div>
                      {share.link && status === "pending" ? (
                        <SharePayLink
                          link={share.link}
                          phone={contacts.find((c) => c.id === share.person)?.phone}
                          label={t("shareLabel", { name, amount })}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </article>
          );
        })
      )}
    </section>
  );
}
