import { rupees } from "@repo/ledger/money";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useWalletStore } from "../stores/wallet-store";
import { startWithLedger } from "../testing/ledger";
import { openScreen } from "../testing/open-screen";
import { payWithPin } from "../testing/pin";

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0), shouldAdvanceTime: true });
  await startWithLedger();
});
afterEach(() => vi.useRealTimers());

describe("add money", { timeout: 20_000 }, () => {
  it("uses the shared amount field: the bank's balance and the per-payment limit", async () => {
    const { user } = await openScreen("/add-money");
    const amount = screen.getByRole("textbox", { name: "Amount (₹)" });
    await user.type(amount, "38451");
    expect(amount).toHaveAccessibleDescription(/Your bank balance is ₹38,450\./);
    expect(screen.getByRole("button", { name: "Add money" })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, "100001");
    expect(amount).toHaveAccessibleDescription(
      /You can add at most ₹1,00,000 at a time, and your bank balance is ₹38,450: you can add up to ₹38,450\./,
    );
  });

  it("confirms on the one confirm step and opens the receipt by transaction id", async () => {
    const { router, user } = await openScreen("/add-money");
    await user.click(screen.getByRole("button", { name: "Set amount to ₹1,000" }));
    await user.click(screen.getByRole("button", { name: "Add ₹1,000" }));
    expect(screen.getByRole("heading", { level: 1, name: "Confirm adding money" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Payment summary" })).toHaveTextContent(
      /Wallet loading feeFREE/,
    );
    await payWithPin(user);
    await screen.findByRole("heading", { level: 1, name: "Money added" });
    expect(router.state.location.pathname).toMatch(/^\/transactions\/TXN\d{10}$/);
    expect(useWalletStore.getState().ledger.balances).toEqual({
      bank: rupees(38_450 - 1_000),
      wallet: rupees(12_500 + 1_000),
    });
  });
});

describe("a reload on the confirm step", { timeout: 20_000 }, () => {
  it("finds what was entered until the payment is made", async () => {
    const first = await openScreen("/add-money");
    await first.user.type(screen.getByRole("textbox", { name: /^Amount/ }), "750");
    await first.user.click(screen.getByRole("button", { name: "Add ₹750" }));
    expect(screen.getByRole("heading", { level: 1, name: "Confirm adding money" })).toBeVisible();
    cleanup(); // the page goes; the tab's session storage stays

    const { user } = await openScreen("/add-money?step=confirm");
    expect(screen.getByRole("heading", { level: 1, name: "Confirm adding money" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Payment summary" })).toHaveTextContent(/₹750/);
    await payWithPin(user);
    await screen.findByRole("heading", { level: 1, name: "Money added" });
    cleanup();

    // A new top-up starts empty.
    await openScreen("/add-money");
    expect(screen.getByRole("textbox", { name: /^Amount/ })).toHaveValue("");
  });
});

describe("recharge", { timeout: 20_000 }, () => {
  it("says what is wrong with the number, then pays a plan through the confirm step", async () => {
    const { router, user } = await openScreen("/recharge");
    const number = screen.getByRole("textbox", { name: "Mobile number" });
    expect(number).toHaveAccessibleDescription(/^10 digits, without \+91\./);
    await user.type(number, "5");
    expect(number).toHaveValue("5");
    expect(number).toHaveAccessibleDescription(/Indian mobile numbers start with 6, 7, 8 or 9\./);
    await user.clear(number);
    await user.type(number, "9876543210");
    await user.click(screen.getByRole("radio", { name: /₹299/ }));
    await user.click(screen.getByRole("button", { name: "Recharge for ₹299" }));
    expect(screen.getByRole("heading", { level: 1, name: "Confirm recharge" })).toBeVisible();
    await payWithPin(user);
    await screen.findByRole("heading", { level: 1, name: "Recharge successful" });
    expect(router.state.location.pathname).toMatch(/^\/transactions\/TXN\d{10}$/);
    // The first payment earns its 10% cashback (₹29), and a recharge of ₹249 or more RECHARGE20's
    // ₹20: both credited to the wallet.
    expect(useWalletStore.getState().ledger.balances.wallet).toEqual(
      rupees(12_500 - 299 + 29 + 20),
    );
  });
});
