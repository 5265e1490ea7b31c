import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: nginx's X-Real-IP (which nginx sets and a client cannot), else the
 * socket's peer. A raw X-Forwarded-For is never believed: anyone can write one.
 */
export function clientAddress(c: Context): string {
  const real = c.req.header("x-real-ip");
  if (real && /^[\d.:a-fA-F]{2,45}$/.test(real)) return real;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
