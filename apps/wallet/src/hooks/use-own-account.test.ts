import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { json, serverAnswers } from "../data/stub-fetch";
import { useSessionStore } from "../stores/session-store";

// Which build this is, as data/api-url.ts tells every module (fixed per build in the app).
const build = vi.hoisted(() => ({ connected: false }));
vi.mock("../data/api-url", () => ({
  apiBase: "",
  get connected() {
    return build.connected;
  },
}));
import { useOwnAccount } from "./use-own-account";

const holder = { name: "SangamPay user 10", upiId: "9876543210@sangampay", nameSet: false };
const own = () => renderHook(() => useOwnAccount()).result.current;

beforeEach(() => {
  useSessionStore.setState(useSessionStore.getInitialState());
  build.connected = true;
});
afterEach(() => vi.unstubAllGlobals());

/** The server's `GET /api/me` for an account. */
const me = (phone: string, name: string, upiId: string) =>
  json(200, {
    user: { id: "u1", phone, country: "IN", name, upiId, hasPin: true, nameSet: true },
    balances: [],
  });

describe("useOwnAccount", () => {
  it("is the sample account in the local build: its name, first name, UPI ID and details", () => {
    build.connected = false;
    useSessionStore.getState().signIn("9123456780");
    useSessionStore.getState().setHolder(holder);
    expect(own()).toMatchObject({
      phone: "9123456780",
      name: "Priya Sharma",
      greetingName: "Priya",
      initials: "PS",
      upiId: "priya.sharma@sangam",
      known: true,
      waiting: false,
    });
    expect(own().email).toBeTruthy();
  });

  it("is the server's account when it gave one: its name, its UPI ID, nothing of the sample", () => {
    useSessionStore.getState().signIn("9876543210");
    useSessionStore.getState().setHolder(holder);
    expect(own()).toEqual({
      phone: "9876543210",
      name: holder.name,
      greetingName: holder.name,
      initials: "SU",
      upiId: holder.upiId,
      known: true,
      waiting: false,
    });
  });

  it("hands out no UPI ID for a Zambian account, which is paid at its number", () => {
    useSessionStore.getState().signIn("971234567", "ZM");
    useSessionStore
      .getState()
      .setHolder({ name: "SangamPay user 67", upiId: "971234567@sangampay", nameSet: false });
    expect(own()).toEqual({
      phone: "971234567",
      name: "SangamPay user 67",
      greetingName: "SangamPay user 67",
      initials: "SU",
      known: true,
      waiting: false,
    });
  });

  it("is nobody's on the connected wallet until the server says whose: never the sample account", async () => {
    // A session kept without its holder (signed in before this device kept one).
    useSessionStore.getState().signIn("9876543210");
    const asked = serverAnswers(me("+919876543210", "Asha Rao", "9876543210@sangampay"));
    const { result } = renderHook(() => useOwnAccount());
    expect(result.current).toEqual({
      phone: "9876543210",
      name: "",
      greetingName: "",
      initials: "",
      known: false,
      waiting: true,
    });
    await waitFor(() => expect(result.current.known).toBe(true));
    expect(result.current.waiting).toBe(false);
    expect(result.current).toMatchObject({ name: "Asha Rao", upiId: "9876543210@sangampay" });
    expect(asked()).toEqual([{ url: expect.stringMatching(/\/me$/) as string, body: undefined }]);
    expect(useSessionStore.getState().holder).toEqual({
      name: "Asha Rao",
      upiId: "9876543210@sangampay",
      nameSet: true,
    });
  });

  it("keeps waiting when the server answers for another phone, or does not answer", async () => {
    useSessionStore.getState().signIn("9876543210");
    const asked = serverAnswers(me("+919123456780", "Someone Else", "9123456780@sangampay"));
    const { result, rerender } = renderHook(() => useOwnAccount());
    await waitFor(() => expect(asked()).toHaveLength(1));
    rerender();
    expect(result.current).toMatchObject({ name: "", known: false, waiting: true });
    expect(useSessionStore.getState().holder).toBeNull();
    const offline = serverAnswers(new Error("offline"));
    const again = renderHook(() => useOwnAccount());
    await waitFor(() => expect(offline()).toHaveLength(1));
    again.rerender();
    expect(again.result.current).toMatchObject({ name: "", known: false, waiting: true });
  });

  it("is the sample account for a visitor who never signed in (the site's /demo), asking nobody", () => {
    const asked = serverAnswers();
    expect(own()).toMatchObject({
      name: "Priya Sharma",
      upiId: "priya.sharma@sangam",
      known: true,
      waiting: false,
    });
    expect(asked()).toEqual([]);
  });
});
