import { isIP } from "node:net";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** `::ffff:127.0.0.1` (IPv4 seen by an IPv6 socket) is 127.0.0.1. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

const isLoopback = (address: string) => /^127\./.test(address) || address === "::1";

/** The address of the peer on the other end of the socket, when the app runs under Node's server. */
function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? unmapped(address) : undefined;
  } catch {
    // Called in-process (app.request in tests): there is no socket.
    return undefined;
  }
}

/**
 * The address of the client a request comes from. The API listens on loopback behind a proxy
 * (nginx for `pnpm serve`, Vite's dev server for `pnpm start`) that sets `X-Real-IP` to the
 * address it was called from; the header is believed only when the request comes from such a
 * proxy on this machine (or in-process), so a client that reaches the API directly cannot
 * choose its own address. `X-Forwarded-For` is never read: any client can write it.
 */
export function clientAddress(c: Context): string {
  const peer = peerAddress(c);
  const forwarded = c.req.header("x-real-ip")?.trim();
  if ((peer === undefined || isLoopback(peer)) && forwarded && isIP(unmapped(forwarded))) {
    return unmapped(forwarded);
  }
  return peer ?? "unknown";
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ""),
  );
}

/**
 * What a per-address limit counts by: an IPv4 address, or an IPv6 address's /64 network (one
 * household or phone is given a whole /64, and can change the rest of its address at will).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}
