import { amountProblem } from "@repo/ledger/limits";
import { minorDigits, parseMajor, toMajorText } from "@repo/ledger/money";

import { type Corridor, corridorFor, DEFAULT_COUNTRY, usualCorridor } from "./corridors";
import { type Quote, quoteFromReceive, quoteFromSend } from "./quote";
import type { HomeCurrency } from "./rates";

/** Which box the visitor typed in: what they send (₹ or K) or what the recipient gets. */
export type Direction = "send" | "receive";

export type CalculatorInput = {
  country: string;
  direction: Direction;
  text: string;
  /** The home currency sent from: rupees unless a Zambian wallet sends kwacha. */
  from?: HomeCurrency;
};

export type Problem = "format" | "min" | "max";

export type Calculation = {
  corridor: Corridor;
  /** What each box shows: the typed text as typed, the other box computed from it. */
  sendText: string;
  receiveText: string;
} & ({ quote: Quote; problem?: undefined } | { quote?: undefined; problem?: Problem });

export const defaultInput: CalculatorInput = {
  country: DEFAULT_COUNTRY,
  direction: "send",
  text: "10000",
};

/**
 * The calculator's whole rule: the typed amount, read exactly into minor units, quoted in the
 * direction it was typed, and held to the home country's per-transfer limits (on the amount
 * sent). A country the home currency does not send to quotes its usual destination instead.
 */
export function calculate({
  country,
  direction,
  text,
  from = "INR",
}: CalculatorInput): Calculation {
  const corridor = corridorFor(country, from) ?? usualCorridor[from];
  const digits = direction === "send" ? minorDigits[from] : minorDigits[corridor.currency];
  const typed = {
    corridor,
    sendText: direction === "send" ? text : "",
    receiveText: direction === "receive" ? text : "",
  };
  if (!text.trim()) return typed;
  const minor = parseMajor(text, digits);
  if (minor === undefined) return { ...typed, problem: "format" };
  const quote =
    direction === "send"
      ? quoteFromSend(corridor, minor, from)
      : quoteFromReceive(corridor, minor, from);
  const shown = {
    ...typed,
    sendText: direction === "send" ? text : toMajorText(quote.send.minor, minorDigits[from]),
    receiveText:
      direction === "receive"
        ? text
        : toMajorText(quote.receive.minor, minorDigits[corridor.currency]),
  };
  const problem = amountProblem(quote.send);
  if (problem) return { ...shown, problem: problem === "under-min" ? "min" : "max" };
  return { ...shown, quote };
}
