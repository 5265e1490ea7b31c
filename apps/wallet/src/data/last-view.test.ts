import { beforeEach, describe, expect, it } from "vitest";

import { localStorageNames } from "../lib/storage-names";
import { novemberCard } from "../testing/month-card";
import { keepMonthCard, keepView, lastView } from "./last-view";
import type { LedgerView } from "./ledger-backend";

const view: LedgerView = {
  balances: {
    wallet: { minor: 123_450, currency: "INR" },
    bank: { minor: 0, currency: "INR" },
  },
  recent: [
    {
      id: "t-1",
      name: "Ravi Kumar",
      amount: { minor: -50_000, currency: "INR" },
      type: "expense",
      category: "transfer",
      date: "2026-11-20T10:00:00.000Z",
      status: "Pending",
    },
  ],
  firstPayment: null,
};

beforeEach(() => localStorage.clear());

describe("the last known view", () => {
  it("is read back for the account that kept it", () => {
    keepView("9876543210", view);
    expect(lastView("9876543210")).toEqual(view);
  });

  it("keeps the balances as the dashboard writes them, for the page's app shell", () => {
    keepView("9876543210", view);
    const kept = JSON.parse(localStorage.getItem(localStorageNames.lastView)!) as {
      shown: unknown;
    };
    expect(kept.shown).toEqual({ total: "₹1,234.50", bank: "₹0", wallet: "₹1,234.50" });
  });

  it("is never read by another account", () => {
    keepView("9876543210", view);
    expect(lastView("9123456780")).toBeNull();
    expect(lastView("")).toBeNull();
  });

  it("keeps one account's only: the next account's answer replaces it", () => {
    keepView("9876543210", view);
    keepView("9123456780", { ...view, recent: [] });
    expect(lastView("9876543210")).toBeNull();
    expect(lastView("9123456780")?.recent).toEqual([]);
  });

  it("reads nothing that is not a view (bad JSON, bad balances) and drops a bad entry", () => {
    localStorage.setItem(localStorageNames.lastView, "{not json");
    expect(lastView("9876543210")).toBeNull();
    localStorage.setItem(
      localStorageNames.lastView,
      JSON.stringify({ ...view, account: "9876543210", balances: { wallet: 5 } }),
    );
    expect(lastView("9876543210")).toBeNull();
    localStorage.setItem(
      localStorageNames.lastView,
      JSON.stringify({ ...view, account: "9876543210", recent: [{ id: 1 }, ...view.recent] }),
    );
    expect(lastView("9876543210")?.recent).toEqual(view.recent);
  });
});

describe("/insights' card of the month", () => {
  const card = novemberCard;
  const keptCard = () =>
    (JSON.parse(localStorage.getItem(localStorageNames.lastView) ?? "null") as { card?: unknown })
      ?.card;

  it("is kept beside the account's view, and stays through the server's next answer", () => {
    keepView("9876543210", view);
    keepMonthCard("9876543210", card);
    expect(keptCard()).toEqual(card);
    keepView("9876543210", { ...view, recent: [] });
    expect(keptCard()).toEqual(card);
    expect(lastView("9876543210")?.recent).toEqual([]);
  });

  it("is never kept without the account's own view, and goes with another account's answer", () => {
    keepMonthCard("9876543210", card);
    expect(localStorage.getItem(localStorageNames.lastView)).toBeNull();
    keepView("9123456780", view);
    keepMonthCard("9876543210", card);
    expect(keptCard()).toBeUndefined();
    keepView("9876543210", view);
    keepMonthCard("9876543210", card);
    keepView("9123456780", view);
    expect(keptCard()).toBeUndefined();
  });
});
