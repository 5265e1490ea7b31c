import type { Context } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { addressKey, clientAddress } from "./client-address.ts";
import { ApiError } from "./errors.ts";

export interface RateLimitOptions {
  /** Names the limit in its keys and messages ("leads", "otp-send"). */
  name: string;
  /** How many attempts one key may make... */
  points: number;
  /** ...per this many seconds (a fixed window starting at the key's first attempt). */
  duration: number;
}

/** "10/600": 10 attempts per 600 seconds. */
export function parseRateLimit(text: string): Pick<RateLimitOptions, "points" | "duration"> {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const points = Number(match?.[1]);
  const duration = Number(match?.[2]);
  if (!match || points < 1 || duration < 1) {
    throw new Error(`A rate limit is "attempts/seconds" (e.g. 10/600), not "${text}"`);
  }
  return { points, duration };
}

/**
 * A limit on attempts per key, kept in this process's memory (rate-limiter-flexible). Each API
 * process counts on its own; with several processes behind one address, divide the points.
 */
export class RateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(readonly options: RateLimitOptions) {
    this.limiter = new RateLimiterMemory({
      keyPrefix: options.name,
      points: options.points,
      duration: options.duration,
    });
  }

  /**
   * Counts one attempt for `key`; over the limit, throws the API's 429 with `Retry-After` (whole
   * seconds until the window ends).
   */
  async take(c: Context, key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      c.header("Retry-After", String(seconds));
      throw new ApiError(
        "rate_limited",
        `Too many attempts from your network; try again in ${seconds} seconds.`,
      );
    }
  }

  /** Counts one attempt for the request's client address (an IPv6 address counts by its /64). */
  takeForClient(c: Context): Promise<void> {
    return this.take(c, addressKey(clientAddress(c)));
  }
}
