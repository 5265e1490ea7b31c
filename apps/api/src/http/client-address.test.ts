import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { addressKey, clientAddress } from "./client-address.ts";

/** The address a request is counted by, called in-process as the tests' app does. */
async function addressOf(headers: Record<string, string>, env?: unknown) {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c)));
  return (await app.request("/", { headers }, env)).text();
}

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe("clientAddress", () => {
  it("believes X-Real-IP from the proxy on this machine", async () => {
    expect(await addressOf({ "x-real-ip": "203.0.113.7" }, socket("127.0.0.1"))).toBe(
      "203.0.113.7",
    );
    expect(await addressOf({ "x-real-ip": "::ffff:203.0.113.7" }, socket("::1"))).toBe(
      "203.0.113.7",
    );
  });

  it("ignores X-Real-IP from a client that reaches the API directly", async () => {
    expect(await addressOf({ "x-real-ip": "203.0.113.7" }, socket("198.51.100.4"))).toBe(
      "198.51.100.4",
    );
  });

  it("never reads X-Forwarded-For, and ignores an X-Real-IP that is not an address", async () => {
    expect(
      await addressOf(
        { "x-forwarded-for": "203.0.113.7", "x-real-ip": "me" },
        socket("::ffff:127.0.0.1"),
      ),
    ).toBe("127.0.0.1");
  });
});

describe("addressKey", () => {
  it("keeps an IPv4 address and counts an IPv6 address by its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
