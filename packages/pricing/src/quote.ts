import { feeFor, feeRates } from "@repo/ledger/fees";
import { PAYMENT_KINDS } from "@repo/ledger/kinds";
import { minorDigits, type Money } from "@repo/ledger/money";

import { type Corridor, deliveryTime } from "./corridors";
import type { DeliveryEstimate } from "./delivery";
import { appliedRate, FX_MARGIN_BPS, type HomeCurrency, midMarketRate, RATE_SCALE } from "./rates";

/**
 * A cross-border quote from a home currency (rupees or kwacha), every amount in minor units.
 * Rounding: the fee rounds half up to the sending currency's minor unit; the applied rate rounds
 * down to the rate scale; what they receive rounds down to the destination's minor unit, so the
 * quote never promises more than the rate pays.
 */
export type Quote = {
  country: string;
  /** What you send, in the home currency's minor units (the fee is on top). */
  send: Money;
  /** The cross-border fee on `send`, in the same currency. */
  fee: Money;
  /** What leaves your wallet: send + fee. */
  total: Money;
  /** What the recipient gets, in the destination currency. */
  receive: Money;
  feeBps: number;
  marginBps: number;
  /** The sample mid-market rate and the rate applied after the margin (both scaled by RATE_SCALE). */
  midRate: number;
  rate: number;
  /** The usual delivery method's time (`deliveryTime`). */
  delivery: DeliveryEstimate;
};

/**
 * Minor units of the destination currency per minor unit sent at the applied rate: numerator and
 * denominator.
 */
function conversion(corridor: Corridor, from: HomeCurrency) {
  const midRate = midMarketRate(from, corridor.currency);
  if (midRate === undefined) {
    throw new RangeError(`No rate from ${from} to ${corridor.currency}`);
  }
  const rate = appliedRate(midRate, FX_MARGIN_BPS);
  const destination = 10n ** BigInt(minorDigits[corridor.currency]);
  const source = 10n ** BigInt(minorDigits[from]);
  return { midRate, rate, up: BigInt(rate) * destination, down: BigInt(RATE_SCALE) * source };
}

function quoteWith(
  corridor: Corridor,
  from: HomeCurrency,
  sendMinor: number,
  receiveMinor: number,
): Quote {
  const { midRate, rate } = conversion(corridor, from);
  const money = (minor: number): Money => ({ minor, currency: from });
  const fee = feeFor("international", money(sendMinor));
  return {
    country: corridor.country,
    send: money(sendMinor),
    fee,
    total: money(sendMinor + fee.minor),
    receive: { minor: receiveMinor, currency: corridor.currency },
    feeBps: feeRates[PAYMENT_KINDS.international.fee],
    marginBps: FX_MARGIN_BPS,
    midRate,
    rate,
    delivery: deliveryTime(corridor, corridor.methods[0] ?? "bank"),
  };
}

function assertMinor(minor: number) {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of minor units: ${minor}`);
  }
}

/**
 * You send this many minor units of your home currency (paise unless `from` says kwacha): what
 * is the fee, what do they receive, what do you pay in all?
 */
export function quoteFromSend(
  corridor: Corridor,
  sendMinor: number,
  from: HomeCurrency = "INR",
): Quote {
  assertMinor(sendMinor);
  const { up, down } = conversion(corridor, from);
  const receive = (BigInt(sendMinor) * up) / down;
  return quoteWith(corridor, from, sendMinor, Number(receive));
}

/**
 * They should receive this many minor units of their currency: the smallest amount in the home
 * currency that delivers at least that much (rounded up), with its fee.
 */
export function quoteFromReceive(
  corridor: Corridor,
  receiveMinor: number,
  from: HomeCurrency = "INR",
): Quote {
  assertMinor(receiveMinor);
  const { up, down } = conversion(corridor, from);
  const send = (BigInt(receiveMinor) * down + up - 1n) / up;
  return quoteFromSend(corridor, Number(send), from);
}
