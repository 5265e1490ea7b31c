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

/**
 * Keeps a field's value one its rule can take, and says why when it refuses: a keystroke that
 * cannot be part of a value is cancelled before it lands (value and caret untouched); a paste
 * (or any text arriving whole) is taken as typed, read whole in a known written form
 * (`+91 70123 45678`), or refused whole.
 * Spread `input` on the `<input>` and render `message` with GuardMessage; needs the "input" copy.
 */
export function useInputGuard({ id, rule, value, onValueChange, describedBy }: InputGuardOptions) {
  const { t: typedT, i18n } = useTranslation("wallet", { keyPrefix: "input" });
  // Copy that differs by country has `_ZM` / `_ZMW` variants (i18next context) and falls back
  // to the plain key; the typed `t` cannot express a context only some keys have.
  const t = typedT as unknown as (key: string, options?: Record<string, unknown>) => string;
  const [message, setMessage] = useState("");
  const messageId = `${id}-guard`;

  const reason = useCallback(
    (problem: string) =>
      rule.name === "amount"
        ? t(`amount.${problem}` as GuardKey, {
            max: formatMoney(rule.max),
            paiseDigits: PAISE_DIGITS,
            context: rule.max.currency,
          })
        : t(`mobile.${problem}` as GuardKey, {
            length: rule.mobile.length,
            firstDigits: formatAlternatives([...rule.mobile.firstDigits], i18n.language),
            context: rule.country,
          }),
    [rule, t, i18n.language],
  );

  const accept = useCallback(
    (next: string) => {
      setMessage("");
      onValueChange(next);
    },
    [onValueChange],
  );

  /**
   * Text that arrives whole (a paste, autofill, a dropped or dictated word): taken in place when
   * that makes a fine draft, else read as a whole value in a known written form, else refused.
   */
  const insertWhole = useCallback(
    (input: HTMLInputElement, text: string) => {
      if (!text.trim()) return;
      const inPlace = replaceSelection(input, text);
      if (!rule.draftProblem(inPlace)) {
        accept(inPlace);
        return;
      }
      const read = rule.fromPaste(text);
      if (read.ok) accept(read.value);
      else {
        const context = rule.name === "amount" ? rule.max.currency : rule.country;
        setMessage(t(`${rule.name}.pasted`, { reason: reason(read.problem), context }));
      }
    },
    [rule, reason, accept, t],
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
        const problem = rule.draftProblem(replaceSelection(node, text));
        if (!problem) return;
        event.preventDefault();
        setMessage(reason(problem));
      };
      node.addEventListener("beforeinput", guard);
      return () => node.removeEventListener("beforeinput", guard);
    },
    [rule, reason, insertWhole],
  );

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // Edits `beforeinput` cannot cancel (an IME's composition) are checked once they land.
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? "";
    const problem = inputType.startsWith("delete") ? null : rule.draftProblem(next);
    if (problem) setMessage(reason(problem));
    else accept(next);
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    insertWhole(event.currentTarget, event.clipboardData.getData("text/plain"));
  };

  return {
    input: {
      id,
      value,
      ref,
      onChange,
      onPaste,
      "aria-describedby": describedBy ? `${describedBy} ${messageId}` : messageId,
    },
    message: { id: messageId, text: message },
  };
}
