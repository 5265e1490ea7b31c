import { LIMITS, limitsOf } from "@repo/ledger/limits";
import { type Money, parseAmount, toMajor } from "@repo/ledger/money";
import {
  homeCountries,
  type HomeCountry,
  type HomeCountryCode,
} from "@repo/pricing/home-countries";

import {
  mobileDraftProblem,
  type MobileDropped,
  type MobileProblem,
  mobileRuleOf,
  normaliseMobile,
  settleTypedMobile,
} from "./phone";

/**
 * What a guarded field (hooks/use-input-guard.ts) may hold. What is typed is kept as typed, so
 * nothing is dropped or shifted behind the person's back: `draftProblem` says why the text cannot
 * become a value by typing more, and the field says so while the screen waits. Only a keystroke
 * that would go past the field's room (`tooLong`) is refused, with its reason. `settle` may
 * rewrite typed text without changing what it means (a calling code the field already shows),
 * saying what it left out. A paste is taken as it is when the result is a fine draft, else read
 * by `fromPaste` as a whole value in a known written form, else refused whole.
 * Each problem is a key of the field's copy (`input.<name>.<problem>`).
 */
export type InputRule<Name extends string, Problem extends string, Note extends string = never> = {
  name: Name;
  draftProblem: (text: string) => Problem | null;
  /** The problem of a text with no room for what was typed: that keystroke is refused. */
  tooLong: Problem;
  settle?: (text: string) => { value: string; dropped?: Note };
  fromPaste: (text: string) => { ok: true; value: string } | { ok: false; problem: Problem };
};

/** An amount as a field holds it: digits, then maybe a point and up to two decimals. */
const AMOUNT_TEXT = /^\d+(?:\.\d{0,2})?$/;

/**
 * An amount field's text in a home currency ("12.50", "500", "7.5") as Money, read digit by digit
 * by the ledger (no float rounding comes in); undefined while empty or not an amount.
 */
export function amountFromText(text: string, currency: string): Money | undefined {
  return AMOUNT_TEXT.test(text) ? parseAmount(text, currency) : undefined;
}

/** What an amount field holds in rupees as Money. */
export function rupeesFromText(text: string): Money | undefined {
  return amountFromText(text, "INR");
}

export type AmountProblem = "characters" | "negative" | "points" | "paise" | "too-large";

/** Digits of the largest whole amount a field takes, so an amount over the limit still shows. */
export const AMOUNT_DIGITS = String(toMajor(LIMITS.INR.perPayment)).length;
/** Paise are two digits after the point. */
export const PAISE_DIGITS = 2;

function amountDraftProblem(text: string, maxDigits = AMOUNT_DIGITS): AmountProblem | null {
  if (/^\s*-/.test(text)) return "negative";
  if (/[^\d.]/.test(text)) return "characters";
  const [whole = "", paise, ...more] = text.split(".");
  if (more.length > 0) return "points";
  if (paise !== undefined && paise.length > PAISE_DIGITS) return "paise";
  if (whole.length > maxDigits) return "too-large";
  return null;
}

/** Grouped thousands as written in India (1,00,000) or elsewhere (100,000). */
const GROUPED = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/** How amounts are written with their currency sign or code, in each home currency. */
const CURRENCY_PREFIX: Record<string, RegExp> = {
  INR: /^(?:₹|rs\.?|inr)\s*/i,
  ZMW: /^(?:k|zmw)\s*/i,
};

export type AmountRule = InputRule<"amount", AmountProblem> & {
  /** The largest payment, named in the field's messages. */
  max: Money;
};

const amountRules = new Map<string, AmountRule>();

/**
 * An amount in a home currency: "12.50", and pasted "₹1,250" or "Rs. 500" for rupees, "K1,250"
 * or "ZMW 500" for kwacha. Anything else is refused, never guessed. One rule per currency.
 */
export function amountRuleFor(currency: string): AmountRule {
  let rule = amountRules.get(currency);
  if (!rule) {
    const { perPayment } = limitsOf(currency);
    const maxDigits = String(Math.trunc(toMajor(perPayment))).length;
    const prefix = CURRENCY_PREFIX[currency] ?? CURRENCY_PREFIX.INR!;
    rule = {
      name: "amount",
      max: perPayment,
      tooLong: "too-large",
      draftProblem: (text) => amountDraftProblem(text, maxDigits),
      fromPaste(text) {
        const bare = text.trim().replace(prefix, "");
        const plain = GROUPED.test(bare) ? bare.replace(/,/g, "") : bare;
        const problem = amountDraftProblem(plain, maxDigits);
        if (problem) return { ok: false, problem };
        return amountFromText(plain, currency)
          ? { ok: true, value: plain }
          : { ok: false, problem: "characters" };
      },
    };
    amountRules.set(currency, rule);
  }
  return rule;
}

/** An amount in rupees: "12.50", "₹1,250", "Rs. 500". */
export const amountRule = amountRuleFor("INR");

export type MobileInputRule = InputRule<"mobile", MobileProblem, MobileDropped> & {
  /** Whose numbers: named in the field's messages. */
  country: HomeCountryCode;
  mobile: HomeCountry["mobile"];
};

const mobileRules = new Map<HomeCountryCode, MobileInputRule>();

/**
 * A home country's mobile number, typed digit by digit or pasted in any form normaliseMobile
 * reads: typed with its calling code or trunk 0, it ends as the same national digits a paste
 * gives, and another country's code is refused with its reason.
 */
export function mobileRuleFor(country: HomeCountryCode): MobileInputRule {
  let rule = mobileRules.get(country);
  if (!rule) {
    const mobile = mobileRuleOf(country);
    // Where people type the trunk 0 (Zambia's 097…), the field keeps it and drops it on use.
    const { typedWithTrunk } = homeCountries[country].mobile;
    rule = {
      name: "mobile",
      country,
      mobile,
      tooLong: "length",
      draftProblem: (text) => mobileDraftProblem(text, mobile),
      settle: (text) => settleTypedMobile(text, mobile, typedWithTrunk),
      fromPaste: (text) => normaliseMobile(text, mobile),
    };
    mobileRules.set(country, rule);
  }
  return rule;
}

/** An Indian mobile number. */
export const mobileRule = mobileRuleFor("IN");
