import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { formatMoney } from "@repo/ui/lib/format";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

import { Field } from "../../components/kit/field";
import { RequestStatusBadge, usePeopleRequests } from "../../components/people-requests";
import type { RequestStatus } from "../../data/requests-api";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useOwnAccount } from "../../hooks/use-own-account";
import { formatPhone } from "../../lib/phone";
import { type PersonProblem, type SplitPerson, splitPerson, splitProgress } from "../../lib/split";
import { useSessionStore } from "../../stores/session-store";
import {
  askShare,
  type SplitRequests,
  type SplitRequestShare,
  useSplitRequestsStore,
} from "../../stores/split-requests-store";
import { SplitCard, SplitsSection } from "./split-card";

export { startSplit } from "../../stores/split-requests-store";

/**
 * The connected wallet's part of the split screen: people are added by mobile number or UPI ID,
 * each share but your own becomes a request in their app (stores/split-requests-store.ts), and
 * each split shows its shares Waiting, Paid or Declined, live, with what has been collected. The
 * local build never loads it. Needs the "split", "splitPeople", "request" and "payment" copy.
 */

const InviteButton = lazy(() => import("../../components/invite-button"));

/** Adds someone to the split by what they are paid at; says why when it cannot. */
export function AddPerson({
  people,
  onAdd,
}: {
  people: readonly SplitPerson[];
  onAdd: (person: string) => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "splitPeople.add" });
  const own = useOwnAccount();
  const { mobile } = useHomeCountry();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<PersonProblem | null>(null);
  const add = () => {
    const person = splitPerson(text, own, people, mobile);
    if (!person.ok) return setProblem(person.problem);
    onAdd(person.value);
    setText("");
    setProblem(null);
  };
  return (
    <Field
      id="split-add"
      label={t("label")}
      hint={t("hint")}
      error={problem ? t(problem) : ""}
      beside={
        <Button type="button" variant="outline" onClick={add}>
          {t("button")}
        </Button>
      }
    >
      <Input
        autoComplete="off"
        maxLength={60}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          // Enter adds the person; it does not send the split.
          if (event.key !== "Enter") return;
          event.preventDefault();
          add();
        }}
      />
    </Field>
  );
}

/** A number as its country writes it; a UPI ID as it is. */
function usePersonText() {
  const country = useSessionStore((s) => s.country);
  return (person: SplitPerson) => (/^\d+$/.test(person) ? formatPhone(person, country) : person);
}

/** This account's splits, each share's request live. */
export function SplitRequestsList({ createdId }: { createdId: string | null }) {
  const tp = useTranslation("wallet", { keyPrefix: "splitPeople" }).t;
  const owner = useSessionStore((s) => s.phone);
  const all = useSplitRequestsStore((s) => s.splits);
  const splits = useMemo(() => all.filter((split) => split.owner === owner), [all, owner]);
  const lists = usePeopleRequests();
  const statusOf = (share: SplitRequestShare) =>
    share.asking === "asked"
      ? (lists?.outgoing.find((r) => r.id === share.requestId)?.status ?? "open")
      : undefined;
  return (
    <SplitsSection empty={splits.length === 0}>
      {splits.map((split) => {
        const progress = splitProgress(
          split.total,
          split.shares.map((share) => ({
            ...share,
            paid: statusOf(share) === "paid",
            asked: share.asking !== "no-account" && share.asking !== "refused",
          })),
        );
        return (
          <SplitCard
            key={split.id}
            split={split}
            paid={progress.paid}
            count={progress.count}
            justMade={split.id === createdId}
          >
            <p aria-live="polite" className="text-sm font-semibold">
              {tp("collected", {
                collected: formatMoney(progress.collected),
                asked: formatMoney(progress.asked),
              })}
            </p>
            <ul className="divide-y">
              {split.shares.map((share) => (
                <ShareRow key={share.person} split={split} share={share} status={statusOf(share)} />
              ))}
            </ul>
          </SplitCard>
        );
      })}
    </SplitsSection>
  );
}

function ShareRow({
  split,
  share,
  status,
}: {
  split: SplitRequests;
  share: SplitRequestShare;
  /** The request's status, once it is on the server. */
  status: RequestStatus | undefined;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "splitPeople" });
  const ts = useTranslation("wallet", { keyPrefix: "split" }).t;
  const personText = usePersonText();
  const mine = share.person === "me";
  const detail = mine ? null : personText(share.person);
  const name = mine ? ts("people.you") : (share.payerName ?? detail!);
  const amount = formatMoney(share.amount);
  const { asking } = share;
  return (
    <li className="flex flex-col gap-2 py-2">
      <div className="flex items-center gap-3">
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium break-words">{name}</span>
          {detail && detail !== name ? (
            <span className="text-xs break-words text-muted-foreground">{detail}</span>
          ) : null}
        </span>
        <span className="font-semibold">{amount}</span>
        {mine ? (
          <span className="text-xs text-muted-foreground">{ts("list.yourShare")}</span>
        ) : status ? (
          <RequestStatusBadge status={status} />
        ) : asking === "sending" ? (
          <span className="text-xs text-muted-foreground">{t("sending")}</span>
        ) : null}
      </div>
      {asking === "no-account" || asking === "no-answer" || asking === "refused" ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm">
            {asking === "refused"
              ? share.message
              : t(asking === "no-account" ? "noAccount" : "noAnswer")}
          </p>
          {asking === "no-account" ? (
            <Suspense>
              <InviteButton label={t("inviteLabel", { name })} />
            </Suspense>
          ) : asking === "no-answer" ? (
            <Button
              variant="outline"
              aria-label={t("tryAgainLabel", { name, amount })}
              onClick={() => void askShare(split.id, share.person)}
            >
              {t("tryAgain")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
