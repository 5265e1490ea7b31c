import "./wallet-store";

import { beforeEach, expect, it, vi } from "vitest";

import { keepView, lastView } from "../data/last-view";
import type { LedgerView } from "../data/ledger-backend";
import { localStorageNames } from "../lib/storage-names";
import { useSessionStore } from "./session-store";

// The connected wallet: logout erases the last known view of the account's money.
vi.mock("../data/api-url", () => ({ apiBase: "/api", connected: true }));

const view: LedgerView = {
  balances: { wallet: { minor: 123_450, currency: "INR" }, bank: { minor: 0, currency: "INR" } },
  recent: [],
  firstPayment: null,
};

beforeEach(() => localStorage.clear());

it("the last known view is erased at logout, and kept by a sign-in of the same account", () => {
  useSessionStore.getState().signIn("9876543210");
  keepView("9876543210", view);
  useSessionStore.getState().signIn("9876543210");
  expect(lastView("9876543210")).toEqual(view);
  useSessionStore.getState().logout();
  expect(localStorage.getItem(localStorageNames.lastView)).toBeNull();
});
