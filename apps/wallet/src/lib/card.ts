import type { CardNetwork } from "@repo/mock-data/types";

import { type HolderError, validateHolderName, type Validation } from "./validation";

/**
 * The rules for saving a card (Profile → Payment methods → Add card). Only what a saved card
 * keeps leaves here: its network, last four digits and expiry; the full number is never returned.
 */

export type CardNumberError =
  "number-required" | "number-length" | "number-network" | "number-check";
export type CardExpiryError = "expiry-required" | "expiry-format" | "expiry-past" | "expiry-far";
export type CardErrors = {
  number?: CardNumberError;
  expiry?: CardExpiryError;
  holder?: HolderError;
};
export type CardFields = { number: string; expiry: string; holder: string };
export type SavedCardDetails = {
  network: CardNetwork;
  last4: string;
  expiry: string;
  holder: string;
};

/** A card number's digits: spaces and dashes a user types between groups are not part of it. */
export const cardDigits = (raw: string) => raw.replace(/[\s-]/g, "");

/** The number in groups of four, as printed on the card. */
export const groupCardNumber = (raw: string) =>
  cardDigits(raw)
    .replace(/(.{4})(?=.)/g, "$1 ")
    .trim();

/** The network by its leading digits (IIN ranges), or undefined for one a wallet does not take. */
export function cardNetworkOf(digits: string): CardNetwork | undefined {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  const six = Number(digits.slice(0, 6));
  if (digits.startsWith("4")) return "visa";
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  if (
    ["60", "65", "81", "82"].some((p) => digits.startsWith(p)) ||
    (six >= 508500 && six <= 508999) ||
    (six >= 353000 && six <= 353999) ||
    (six >= 356000 && six <= 356999)
  ) {
    return "rupay";
  }
  return undefined;
}

/** The Luhn check every card number carries in its last digit. */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validateCardNumber(raw: string): Validation<string, CardNumberError> {
  const digits = cardDigits(raw);
  if (!digits) return { ok: false, error: "number-required" };
  if (!/^\d{16}$/.test(digits)) return { ok: false, error: "number-length" };
  if (!cardNetworkOf(digits)) return { ok: false, error: "number-network" };
  if (!luhnOk(digits)) return { ok: false, error: "number-check" };
  return { ok: true, value: digits };
}

/** How many years ahead a card's expiry may be: a card is issued for at most that. */
const MAX_YEARS_AHEAD = 15;

/** MM/YY (MMYY typed without the slash too), valid through the last day of that month. */
export function validateCardExpiry(raw: string, today: Date): Validation<string, CardExpiryError> {
  const text = raw.replace(/\s/g, "");
  if (!text) return { ok: false, error: "expiry-required" };
  const match = /^(\d{2})\/?(\d{2})$/.exec(text);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return { ok: false, error: "expiry-format" };
  const year = 2000 + Number(match[2]);
  const monthsFromNow = (year - today.getFullYear()) * 12 + (month - 1 - today.getMonth());
  if (monthsFromNow < 0) return { ok: false, error: "expiry-past" };
  if (monthsFromNow > MAX_YEARS_AHEAD * 12) return { ok: false, error: "expiry-far" };
  return { ok: true, value: `${match[1]}/${match[2]}` };
}

/** Checks the whole form; what a saved card keeps, or every field's problem at once. */
export function validateCard(
  fields: CardFields,
  today: Date,
): { ok: true; value: SavedCardDetails } | { ok: false; errors: CardErrors } {
  const number = validateCardNumber(fields.number);
  const expiry = validateCardExpiry(fields.expiry, today);
  const holder = validateHolderName(fields.holder);
  if (number.ok && expiry.ok && holder.ok) {
    return {
      ok: true,
      value: {
        network: cardNetworkOf(number.value)!,
        last4: number.value.slice(-4),
        expiry: expiry.value,
        holder: holder.value,
      },
    };
  }
  return {
    ok: false,
    errors: {
      ...(number.ok ? {} : { number: number.error }),
      ...(expiry.ok ? {} : { expiry: expiry.error }),
      ...(holder.ok ? {} : { holder: holder.error }),
    },
  };
}
