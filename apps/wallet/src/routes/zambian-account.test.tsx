import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { hashPin } from "../lib/pin-hash";
import { useSessionStore } from "../stores/session-store";
import { loadLedger, useWalletStore } from "../stores/wallet-store";
import { openScreen } from "../testing/open-screen";

/**
 * A Zambian account (Mwila Banda, +260 97 123 4567) on every screen that is not a payment flow of
 * its own: everything in kwacha, nothing in rupees, nothing that only an Indian account has.
 */

const NOW = new Date(2026, 10, 21, 10, 0);

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  useSessionStore.getState().signIn("971234567", "ZM");
  // A cheap hash: the screens only need a PIN to exist.
  useSessionStore.getState().setPin(await hashPin("135790", 1_000));
  await loadLedger();
});
afterEach(() => {
  useSessionStore.setState(useSessionStore.getInitialState());
  vi.useRealTimers();
});

/** The whole page's text has kwacha and not a single rupee sign. */
function expectKwachaOnly() {
  const text = document.body.textContent ?? "";
  expect(text).toMatch(/K\d/);
  expect(text).not.toContain("₹");
}

describe("a Zambian account", { timeout: 30_000 }, () => {
  it("dashboard: greets Mwila, balances and recent payments in kwacha", async () => {
    await openScreen("/dashboard");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/, Mwila$/);
    const balance = screen.getByRole("region", { name: "Total balance" });
    expect(balance).toHaveTextContent("K15,730");
    expect(
      within(balance)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["K12,480", "K3,250"]);
    const recent = screen.getByRole("region", { name: "Recent transactions" });
    expect(within(recent).getAllByRole("listitem")[0]).toHaveTextContent(/Chanda Mulenga.*−K350/);
    expectKwachaOnly();
  });

  it("history: totals in kwacha, and an amount search written with K", async () => {
    await openScreen(`/transactions?q=${encodeURIComponent("K9,800")}`);
    const search = screen.getByRole("searchbox", { name: "Search transactions" });
    expect(search).toHaveAttribute("placeholder", "Name, number, note or amount");
    expect(search).toHaveValue("K9,800");
    // One entry is K9,800 (the salary): only it is counted, money in.
    expect(await screen.findByText("1 transaction")).toBeVisible();
    expect(screen.getByRole("main")).toHaveTextContent(/In\s*K9,800\s*Out\s*K0/);
    expectKwachaOnly();
  });

  it("a receipt from the history is in kwacha", async () => {
    await openScreen("/transactions/zt3");
    expect(screen.getByRole("heading", { level: 1, name: "Money sent" })).toBeVisible();
    expect(screen.getByText("Paid to Shoprite Cairo Road")).toBeVisible();
    expect(screen.getAllByText("K486").length).toBeGreaterThan(0);
    expectKwachaOnly();
  });

  it("insights are in kwacha", async () => {
    await openScreen("/insights");
    expectKwachaOnly();
  });

  it("the statement is in kwacha", async () => {
    await openScreen("/transactions/statement");
    expectKwachaOnly();
  });

  it("rewards: the Zambian offers and rewards, in kwacha", async () => {
    await openScreen("/rewards");
    expect(screen.getByRole("region", { name: "Total cashback earned" })).toHaveTextContent("K40");
    // Only offers the ledger pays are listed: AIRTIME5, not the fee waiver.
    expect(screen.getByText("K5 back on mobile recharges of K50 or more.")).toBeVisible();
    expect(screen.queryByText("Free first transfer to India")).toBeNull();
    expect(
      screen.getByText("10% back, up to K25, on your first payment of K25 or more."),
    ).toBeVisible();
    expectKwachaOnly();
  });

  it("profile: Mwila at the +260 number, no business mode", async () => {
    await openScreen("/profile");
    expect(screen.getByText("+260 97 123 4567")).toBeVisible();
    expect(screen.getByText("Mwila Banda")).toBeVisible();
    expect(screen.queryByRole("link", { name: /Business/ })).toBeNull();
  });

  it("personal details: the +260 number and no UPI ID", async () => {
    await openScreen("/profile/details");
    expect(screen.getByText("+260 97 123 4567")).toBeVisible();
    expect(screen.queryByText("UPI ID")).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy UPI ID" })).toBeNull();
    expect(document.body.textContent).not.toContain("₹");
  });

  it("payment methods: Zambian banks with sort codes and Zambian cards", async () => {
    await openScreen("/profile/payment-methods");
    expect(screen.getByText("Zanaco •••• 3108")).toBeVisible();
    expect(screen.getByText("Savings account · Sort code 010002")).toBeVisible();
    expect(screen.getByText("Stanbic Bank Zambia Mastercard •••• 8203")).toBeVisible();
    expect(document.body.textContent).not.toMatch(/IFSC|₹/);
  });

  it("add money: the Zambian banks and cards, and the kwacha limits", async () => {
    const { user } = await openScreen("/add-money");
    const amount = screen.getByRole("textbox", { name: "Amount (K)" });
    expect(amount).toHaveAccessibleDescription(/K1 .*K25,000/);
    expect(screen.getByRole("radio", { name: /Zanaco ••••\s3108/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Zanaco Visa ••••\s4471/ })).toBeVisible();
    await user.type(amount, "25001");
    expect(amount).toHaveAccessibleDescription(/You can add at most K25,000 at a time/);
    expectKwachaOnly();
  });

  it("add money credits the wallet in kwacha, through the PIN", async () => {
    const { user } = await openScreen("/add-money");
    await user.click(screen.getByRole("button", { name: "Set amount to K200" }));
    await user.click(screen.getByRole("button", { name: "Add K200" }));
    await screen.findByRole("button", { name: "Delete last digit" });
    await user.keyboard("135790");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await screen.findByRole("heading", { level: 1, name: "Money added" }, { timeout: 10_000 });
    expect(useWalletStore.getState().ledger.balances.wallet).toEqual({
      minor: 345_000,
      currency: "ZMW",
    });
    expectKwachaOnly();
  });

  it("support states the kwacha limits from the pricing data", async () => {
    await openScreen("/profile/support");
    expect(
      screen.getByText(/up to K25,000 per transaction and K100,000 per day/),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("₹");
  });

  it("KYC offers the NRC and a Zambian passport, not Aadhaar", async () => {
    await openScreen("/kyc");
    const types = screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);
    expect(types).toEqual(["NRC (National Registration Card)", "Passport"]);
    expect(screen.getByRole("radio", { name: "NRC (National Registration Card)" })).toBeChecked();
  });

  it("business mode says it is for Indian accounts, with a way home", async () => {
    await openScreen("/business");
    expect(
      screen.getByRole("heading", { level: 1, name: "Business mode is for Indian accounts" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/dashboard");
  });

  it("request asks in kwacha", async () => {
    await openScreen("/request");
    expect(screen.getByRole("textbox", { name: "Amount (K)" })).toBeVisible();
    expectKwachaOnly();
  });

  it("split asks in kwacha, with kwacha share fields", async () => {
    const { user } = await openScreen("/split");
    await user.click(screen.getByRole("radio", { name: "Custom amounts" }));
    expect(screen.getByRole("textbox", { name: "Your share (K)" })).toBeVisible();
    expect(document.body.textContent).not.toContain("₹");
  });
});
