import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

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
    });
  });
});
