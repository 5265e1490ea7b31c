import type { Corridor, DeliveryEstimate } from "./corridors";
import { deliveryEstimates } from "./corridors";
import { feeOn, feeRates } from "./fees";
import { inr, minorDigits, type Money } from "./money";
import { appliedRate, FX_MARGIN_BPS, midMarketRates, RATE_SCALE } from "./rates";

/**
 * A cross-border quote, every amount in minor units. Rounding: the fee rounds half up to the
 * paisa; the applied rate rounds down to the rate scale; what they receive rounds down to the
 * destination's minor unit, so the quote never promises more than the rate pays.
 */
export type Quote = {
  country: string;
  /** What you send, in paise (the fee is on top). */
  send: Money;
  /** The cross-border fee on `send`, in paise. */
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
  /** The usual delivery method's estimate. */
  delivery: DeliveryEstimate;
};

const PAISE = 10n ** BigInt(minorDigits.INR);

/** Minor units of the destination currency per rupee at the applied rate: numerator and denominator. */
function conversion(corridor: Corridor) {
  const midRate = midMarketRates[corridor.currency];
  const rate = appliedRate(midRate, FX_MARGIN_BPS);
  const destination = 10n ** BigInt(minorDigits[corridor.currency]);
  return { midRate, rate, up: BigInt(rate) * destination, down: BigInt(RATE_SCALE) * PAISE };
}

function quoteWith(corridor: Corridor, sendMinor: number, receiveMinor: number): Quote {
  const { midRate, rate } = conversion(corridor);
  const fee = feeOn(sendMinor, feeRates.crossBorder);
  return {
    country: corridor.country,
    send: inr(sendMinor),
    fee: inr(fee),
    total: inr(sendMinor + fee),
    receive: { minor: receiveMinor, currency: corridor.currency },
    feeBps: feeRates.crossBorder,
    marginBps: FX_MARGIN_BPS,
    midRate,
    rate,
    delivery: deliveryEstimates[corridor.methods[0] ?? "bank"],
  };
}

function assertMinor(minor: number) {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of minor units: ${minor}`);
  }
}

/** You send this many paise: what is the fee, what do they receive, what do you pay in all? */
export function quoteFromSend(corridor: Corridor, sendMinor: number): Quote {
  assertMinor(sendMinor);
  const { up, down } = conversion(corridor);
  const receive = (BigInt(sendMinor) * up) / down;
  return quoteWith(corridor, sendMinor, Number(receive));
}

/**
 * They should receive this many minor units of their currency: the smallest amount in paise
 * that delivers at least that much (rounded up), with its fee.
 */
export function quoteFromReceive(corridor: Corridor, receiveMinor: number): Quote {
  assertMinor(receiveMinor);
  const { up, down } = conversion(corridor);
  const send = (BigInt(receiveMinor) * down + up - 1n) / up;
  return quoteFromSend(corridor, Number(send));
}
