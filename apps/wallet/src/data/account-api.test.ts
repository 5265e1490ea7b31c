import { afterEach, describe, expect, it, vi } from "vitest";

import { endOtherSessions, listDevices, removeDevice } from "./account-api";
import { whenSessionEnds } from "./api-client";

/** Answers every call with `status` and `body`, and keeps what was asked. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  whenSessionEnds(() => {});
});

describe("endOtherSessions", () => {
  it("POSTs JSON to /auth/sign-out-others and gives how many sessions ended", async () => {
    const fetch = serverAnswers(200, { ended: 2 });
    const answer = await endOtherSessions();
    expect(answer).toEqual({ ok: true, status: 200, data: { ended: 2 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/\/auth\/sign-out-others$/);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "content-type": "application/json" });
    expect(init?.body).toBe("{}");
  });

  it("passes on the server's refusal, and an answer that is not a count is refused", async () => {
    serverAnswers(429, { error: { code: "rate_limited", message: "Slow down." } });
    expect(await endOtherSessions()).toEqual({
      ok: false,
      status: 429,
      code: "rate_limited",
      message: "Slow down.",
    });
    serverAnswers(200, { ended: -1 });
    expect(await endOtherSessions()).toMatchObject({ ok: false, code: "bad_answer" });
  });

  it("says nothing arrived when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await endOtherSessions()).toMatchObject({ ok: false, status: 0, code: "unreachable" });
  });

  it("tells the session's listener when the server says this session is over (401)", async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    serverAnswers(401, {
      error: { code: "unauthenticated", message: "Sign in again to continue." },
    });
    expect(await endOtherSessions()).toMatchObject({ ok: false, status: 401 });
    expect(ended).toHaveBeenCalledOnce();
    // Any other refusal is not the end of the session.
    serverAnswers(403, { error: { code: "forbidden", message: "No." } });
    await endOtherSessions();
    expect(ended).toHaveBeenCalledOnce();
  });

  it("keeps a 401 heard before anyone listens for the session held then, not for one begun since", async () => {
    vi.resetModules();
    const unauthenticated = {
      error: { code: "unauthenticated", message: "Sign in again to continue." },
    };
    for (const heldAtStart of [true, false]) {
      const client = await import("./api-client");
      const account = await import("./account-api");
      serverAnswers(401, unauthenticated);
      await account.endOtherSessions();
      const ended = vi.fn();
      client.whenSessionEnds(ended, heldAtStart);
      expect(ended).toHaveBeenCalledTimes(heldAtStart ? 1 : 0);
      // The next 401 is the session's, whenever it began.
      await account.endOtherSessions();
      expect(ended).toHaveBeenCalledTimes(heldAtStart ? 2 : 1);
      vi.resetModules();
    }
  });
});

describe("devices", () => {
  it("lists the account's devices, this one marked", async () => {
    const fetch = serverAnswers(200, {
      devices: [
        {
          id: "d1",
          name: "Chrome on Android",
          createdAt: "2026-11-26T05:00:00.000Z",
          lastSeenAt: "2026-11-26T05:40:00.000Z",
          current: true,
        },
      ],
    });
    const answer = await listDevices();
    expect(answer.ok && answer.data.devices).toEqual([
      {
        id: "d1",
        name: "Chrome on Android",
        lastSeenAt: "2026-11-26T05:40:00.000Z",
        current: true,
      },
    ]);
    expect(fetch.mock.calls[0]![0]).toMatch(/\/me\/devices$/);
    expect(fetch.mock.calls[0]![1]?.method).toBe("GET");
  });

  it("refuses a device list whose dates are not dates", async () => {
    serverAnswers(200, {
      devices: [{ id: "d1", name: "x", lastSeenAt: "yesterday", current: false }],
    });
    expect(await listDevices()).toMatchObject({ ok: false, code: "bad_answer" });
  });

  it("removes a device with DELETE on its own address", async () => {
    const fetch = serverAnswers(204, null);
    expect(await removeDevice("a/b")).toMatchObject({ ok: true, status: 204 });
    expect(fetch.mock.calls[0]![0]).toMatch(/\/me\/devices\/a%2Fb$/);
    expect(fetch.mock.calls[0]![1]?.method).toBe("DELETE");
  });
});
