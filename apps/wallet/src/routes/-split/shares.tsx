import { type Money } from "@repo/ledger/money";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { GuardMessage } from "../../components/guard-message";
import { ListCard } from "../../components/kit/list-card";
import { useInputGuard } from "../../hooks/use-input-guard";
import { amountRuleFor } from "../../lib/input-rules";
import { currencySymbol } from "../../lib/money";
import { splitCheck, type SplitMode, type SplitPlan } from "../../lib/split";
import type { Person } from "../../stores/requests-store";
import { usePersonName } from "./person-name";

/**
 * Each sharing person's share: shown when split equally (once the bill is known), typed when
 * custom.
 */
export function Shares({
  sharing,
  shares,
  mode,
  known,
  currency,
  custom,
  onCustom,
}: {
  sharing: readonly Person[];
  shares: readonly Money[];
  mode: SplitMode;
  /** Whether the bill is known and may be split (equal shares are shown only then). */
  known: boolean;
  currency: string;
  custom: Partial<Record<Person, string>>;
  onCustom: (person: Person, value: string) => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "split.shares" });
  const nameOf = usePersonName();
  const symbol = currencySymbol(currency);
  return (
    <section aria-labelledby="shares-title" className="flex flex-col gap-2">
      <h2 id="shares-title" className="text-sm font-medium">
        {t("title")}
      </h2>
      {mode === "equal" && known ? (
        <p className="text-sm font-semibold">
          {shares.every((s) => s.minor === shares[0]?.minor)
            ? t("each", { amount: formatMoney(shares[0]!) })
            : t("unevenEach", { amount: formatMoney(shares.at(-1)!) })}
        </p>
      ) : null}
      <ListCard>
        {sharing.map((person, i) => (
          <li key={person} className="flex min-h-12 items-center gap-3 px-4 py-2">
            {mode === "equal" ? (
              <>
                <span className="flex-1 font-medium">{nameOf(person)}</span>
                <span className="font-semibold">{known ? formatMoney(shares[i]!) : "–"}</span>
              </>
            ) : (
              <ShareInput
                person={person}
                currency={currency}
                label={
                  person === "me"
                    ? t("yourShare", { symbol })
                    : t("shareOf", { name: nameOf(person), symbol })
                }
                value={custom[person] ?? ""}
                onChange={(value) => onCustom(person, value)}
              />
            )}
          </li>
        ))}
      </ListCard>
    </section>
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

/**
 * The line under the shares, which the send button names: the plan's mistake, what is still
 * missing, or that custom shares match the bill (`splitCheck`).
 */
export function SplitCheck({
  plan,
  mode,
  total,
  limits,
}: {
  plan: SplitPlan;
  mode: SplitMode;
  total: Money | undefined;
  /** The smallest and largest payment, in words. */
  limits: { min: string; max: string };
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "split.check" });
  const check = splitCheck(plan, mode);
  const { problem } = plan;
  const bill = total ? formatMoney(total) : "";
  return (
    <p
      id="split-check"
      role="status"
      className={cn(
        "text-sm font-medium empty:hidden",
        problem ? "text-destructive" : plan.missing ? "text-muted-foreground" : "text-success",
      )}
    >
      {check === null
        ? ""
        : problem && "sum" in problem
          ? t(problem.problem, {
              sum: formatMoney(problem.sum),
              difference: formatMoney(problem.difference),
              total: bill,
            })
          : t(check, { ...limits, total: bill })}
    </p>
  );
}
