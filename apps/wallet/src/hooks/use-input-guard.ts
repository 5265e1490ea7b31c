import { networkPrefixes } from "@repo/pricing/home-countries";
import { formatAlternatives, formatMoney } from "@repo/ui/lib/format";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

import {
  type AmountProblem,
  type AmountRule,
  type MobileInputRule,
  PAISE_DIGITS,
} from "../lib/input-rules";
import type { MobileProblem } from "../lib/phone";

type GuardRule = AmountRule | MobileInputRule;
type GuardKey = `amount.${AmountProblem}` | `mobile.${MobileProblem}`;

type InputGuardOptions = {
  /** The input's id; the guard's message is `<id>-guard`. */
  id: string;
  rule: GuardRule;
  value: string;
  onValueChange: (value: string) => void;
  /** Ids of the field's other hints, read before the guard's message. */
  describedBy?: string;
  /** The screen offers a choice of country: another country's number is told to choose it. */
  choosesCountry?: boolean;
};

/** Edits that insert text; deleting is always allowed (the screen says what is then missing). */
const INSERTS = new Set([
  "insertText",
  "insertReplacementText",
  "insertFromDrop",
  "insertFromYank",
]);

function replaceSelection(input: HTMLInputElement, text: string): string {
  const { value } = input;
  const start = input.selectionStart ?? value.length;
  const end = input.selectionEnd ?? value.length;
  return value.slice(0, start) + text + value.slice(end);
}

/** What the field says under it: why its text cannot be used, or what typing left out. */
export type GuardSaying = {
  text: string;
  tone: "problem" | "note";
  /** The rule's problem behind a "problem" saying ("pasted" for a paste refused whole). */
  problem?: string;
};

/**
 * Keeps a field's value as typed and says, as it is typed, why it cannot be used yet: nothing
 * typed is dropped or moved, so `1e3` stays `1e3` (never 13) and `1234567890` stays whole under
 * its reason. Only a keystroke past the field's room is refused (value and caret untouched), with
 * its reason. Typed text the rule settles (a calling code the field already shows) is rewritten
 * with a note saying what was left out. A paste (or any text arriving whole) is taken as typed,
 * read whole in a known written form (`+91 70123 45678`), or refused whole with its reason.
 * Spread `input` on the `<input>`, render `message` with GuardMessage, and mark the field invalid
 * while `invalid`; needs the "input" copy.
 */
export function useInputGuard({
  id,
  rule,
  value,
  onValueChange,
  describedBy,
  choosesCountry = false,
}: InputGuardOptions) {
  const { t: typedT, i18n } = useTranslation("wallet", { keyPrefix: "input" });
  // Copy that differs by country has `_ZM` / `_ZMW` variants (i18next context) and falls back
  // to the plain key; the typed `t` cannot express a context only some keys have.
  const t = typedT as unknown as (key: string, options?: Record<string, unknown>) => string;
  // What the last edit said (a refused key or paste, what was left out), for the value it left.
  const [said, setSaid] = useState<(GuardSaying & { forValue: string }) | null>(null);
  const messageId = `${id}-guard`;

  const reason = useCallback(
    (problem: string) => {
      if (rule.name === "amount") {
        return t(`amount.${problem}` as GuardKey, {
          max: formatMoney(rule.max),
          paiseDigits: PAISE_DIGITS,
          context: rule.max.currency,
        });
      }
      // A number no network's prefix begins: the networks' prefixes are its possible first digits.
      const network = problem === "network";
      const text = t(`mobile.${network ? "first-digit" : problem}` as GuardKey, {
        length: rule.mobile.length,
        code: rule.mobile.callingCode,
        firstDigits: formatAlternatives(
          network ? networkPrefixes(rule.mobile) : [...rule.mobile.firstDigits],
          i18n.language,
        ),
        context: rule.country,
      });
      return problem === "country" && choosesCountry
        ? t("mobile.chooseCountry", { reason: text })
        : text;
    },
    [rule, t, i18n.language, choosesCountry],
  );

  const accept = useCallback(
    (next: string) => {
      if (rule.name === "amount") {
        setSaid(null);
        onValueChange(next);
        return;
      }
      const settled = rule.settle?.(next) ?? { value: next };
      const { callingCode, trunkPrefix } = rule.mobile;
      setSaid(
        settled.dropped
          ? {
              forValue: settled.value,
              tone: "note",
              text: t(`mobile.dropped.${settled.dropped}`, {
                code: callingCode,
                trunk: trunkPrefix,
              }),
            }
          : null,
      );
      onValueChange(settled.value);
    },
    [rule, onValueChange, t],
  );

  /** The text a keystroke would leave, as the rule keeps it. */
  const kept = useCallback(
    (text: string) => (rule.name === "mobile" && rule.settle ? rule.settle(text).value : text),
    [rule],
  );

  const refuse = useCallback((current: string, problem: string, text: string) => {
    setSaid({ forValue: current, tone: "problem", problem, text });
  }, []);

  /**
   * Text that arrives whole (a paste, autofill, a dropped or dictated word): taken in place when
   * that makes a fine draft, else read as a whole value in a known written form, else refused.
   */
  const insertWhole = useCallback(
    (input: HTMLInputElement, text: string) => {
      if (!text.trim()) return;
      const inPlace = replaceSelection(input, text);
      if (!rule.draftProblem(kept(inPlace))) {
        accept(inPlace);
        return;
      }
      const read = rule.fromPaste(text);
      if (read.ok) {
        accept(read.value);
        return;
      }
      const context = rule.name === "amount" ? rule.max.currency : rule.country;
      // Another country's number is said once: its reason already says what it is not.
      const message =
        read.problem === "country"
          ? t("mobile.pastedCountry", { reason: reason(read.problem) })
          : t(`${rule.name}.pasted`, { reason: reason(read.problem), context });
      refuse(input.value, "pasted", message);
    },
    [rule, reason, accept, kept, refuse, t],
  );

  // A native listener: `beforeinput` is the one event that can cancel a keystroke in place.
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      if (!node) return;
      const guard = (event: InputEvent) => {
        if (!event.cancelable || !INSERTS.has(event.inputType)) return;
        const text = event.data ?? event.dataTransfer?.getData("text/plain") ?? "";
        if (text.length > 1) {
          event.preventDefault();
          insertWhole(node, text);
          return;
        }
        // Typed keys land (the change handler keeps and judges them) unless there is no room.
        const problem = rule.draftProblem(kept(replaceSelection(node, text)));
        if (problem !== rule.tooLong) return;
        event.preventDefault();
        refuse(node.value, problem, reason(problem));
      };
      node.addEventListener("beforeinput", guard);
      return () => node.removeEventListener("beforeinput", guard);
    },
    [rule, reason, insertWhole, kept, refuse],
  );

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // Edits `beforeinput` cannot cancel (an IME's composition, the prerendered screen's text
    // carried over) are checked once they land.
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? "";
    const problem = inputType.startsWith("delete") ? null : rule.draftProblem(kept(next));
    if (problem !== null && problem === rule.tooLong) refuse(value, problem, reason(problem));
    else accept(next);
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    insertWhole(event.currentTarget, event.clipboardData.getData("text/plain"));
  };

  // The kept text's own problem, unless the last edit said something about this very text.
  const problem = value ? rule.draftProblem(value) : null;
  const saying: GuardSaying | null =
    said && said.forValue === value
      ? said
      : problem
        ? { text: reason(problem), tone: "problem", problem }
        : null;

  return {
    input: {
      id,
      value,
      ref,
      onChange,
      onPaste,
      "aria-describedby": describedBy ? `${describedBy} ${messageId}` : messageId,
    },
    message: { id: messageId, text: saying?.text ?? "", tone: saying?.tone ?? "problem" },
    /** The problem the field is showing, if any (a screen leaves out its own line saying it). */
    problem: saying?.tone === "problem" ? saying.problem : undefined,
    /** The text typed cannot be used as it is. */
    invalid: problem !== null,
  };
}
