import { MAX_AMOUNT } from "./limits";
import { inr, type Money, PAISE_PER_RUPEE } from "./money";
import { mobileDraftProblem, type MobileProblem, normaliseMobile } from "./phone";

/**
 * What a guarded field (hooks/use-input-guard.ts) may hold. While typing, a keystroke whose
 * result has a `draftProblem` is refused; a paste is taken as it is when the result is a fine
 * draft, else read by `fromPaste` as a whole value in a known written form, else refused.
 * Each problem is a key of the field's copy (`input.<name>.<problem>`).
 */
export type InputRule<Name extends string, Problem extends string> = {
  name: Name;
  draftProblem: (text: string) => Problem | null;
  fromPaste: (text: string) => { ok: true; value: string } | { ok: false; problem: Problem };
};

/** Rupees as an amount field holds them: digits, then maybe a point and up to two paise digits. */
const RUPEES_TEXT = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * What an amount field holds ("12.50", "500", "7.5") as Money, read digit by digit so no float
 * rounding comes in; undefined while empty or not an amount.
 */
export function rupeesFromText(text: string): Money | undefined {
  const match = RUPEES_TEXT.exec(text);
  if (!match) return undefined;
  const minor = Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? inr(minor) : undefined;
}

export type AmountProblem = "characters" | "points" | "paise" | "too-large";

/** Digits of the largest whole amount a field takes, so an amount over the limit still shows. */
export const AMOUNT_DIGITS = String(MAX_AMOUNT).length;
/** Paise are two digits after the point. */
export const PAISE_DIGITS = 2;

function amountDraftProblem(text: string): AmountProblem | null {
  if (/[^\d.]/.test(text)) return "characters";
  const [whole = "", paise, ...more] = text.split(".");
  if (more.length > 0) return "points";
  if (paise !== undefined && paise.length > PAISE_DIGITS) return "paise";
  if (whole.length > AMOUNT_DIGITS) return "too-large";
  return null;
}

/** Grouped thousands as written in India (1,00,000) or elsewhere (100,000). */
const GROUPED = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/** An amount in rupees: "12.50", "₹1,250", "Rs. 500". Anything else is refused, never guessed. */
export const amountRule: InputRule<"amount", AmountProblem> = {
  name: "amount",
  draftProblem: amountDraftProblem,
  fromPaste(text) {
    const bare = text.trim().replace(/^(?:₹|rs\.?|inr)\s*/i, "");
    const plain = GROUPED.test(bare) ? bare.replace(/,/g, "") : bare;
    const problem = amountDraftProblem(plain);
    if (problem) return { ok: false, problem };
    return rupeesFromText(plain)
      ? { ok: true, value: plain }
      : { ok: false, problem: "characters" };
  },
};

/** An Indian mobile number, typed digit by digit or pasted in any form normaliseMobile reads. */
export const mobileRule: InputRule<"mobile", MobileProblem> = {
  name: "mobile",
  draftProblem: (text) => mobileDraftProblem(text),
  fromPaste: (text) => normaliseMobile(text),
};
