import { type Corridor, corridorFor, DEFAULT_COUNTRY } from "./corridors";
import { MIN_TRANSFER, PER_TRANSACTION_LIMIT } from "./limits";
import { minorDigits, parseMajor, toMajorText } from "./money";
import { type Quote, quoteFromReceive, quoteFromSend } from "./quote";

/** Which box the visitor typed in: what they send (₹) or what the recipient gets. */
export type Direction = "send" | "receive";

export type CalculatorInput = { country: string; direction: Direction; text: string };

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

const defaultCorridor = corridorFor(DEFAULT_COUNTRY) as Corridor;

/**
 * The calculator's whole rule: the typed amount, read exactly into minor units, quoted in the
 * direction it was typed, and held to the per-transfer limits (on the rupees sent).
 */
export function calculate({ country, direction, text }: CalculatorInput): Calculation {
  const corridor = corridorFor(country) ?? defaultCorridor;
  const digits = direction === "send" ? minorDigits.INR : minorDigits[corridor.currency];
  const typed = {
    corridor,
    sendText: direction === "send" ? text : "",
    receiveText: direction === "receive" ? text : "",
  };
  if (!text.trim()) return typed;
  const minor = parseMajor(text, digits);
  if (minor === undefined) return { ...typed, problem: "format" };
  const quote =
    direction === "send" ? quoteFromSend(corridor, minor) : quoteFromReceive(corridor, minor);
  const shown = {
    ...typed,
    sendText: direction === "send" ? text : toMajorText(quote.send.minor, minorDigits.INR),
    receiveText:
      direction === "receive"
        ? text
        : toMajorText(quote.receive.minor, minorDigits[corridor.currency]),
  };
  if (quote.send.minor < MIN_TRANSFER.minor) return { ...shown, problem: "min" };
  if (quote.send.minor > PER_TRANSACTION_LIMIT.minor) return { ...shown, problem: "max" };
  return { ...shown, quote };
}
