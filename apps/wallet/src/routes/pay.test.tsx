import { inr, rupees } from "@repo/ledger/money";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { type PayLink, payLinkQuery, signPayLink } from "../lib/pay-link";
import { stringifySearch } from "../lib/url-search";
import { useWalletStore } from "../stores/wallet-store";
import { startWithLedger } from "../testing/ledger";
import { openScreen } from "../testing/open-screen";

const NOW = new Date(2026, 10, 21, 10, 0);

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  await startWithLedger();
});
afterEach(() => vi.useRealTimers());

const request: PayLink = {
  id: "REQ7K2M9QX4TB8D",
  kind: "request",
  payee: { name: "Priya Sharma", account: "priya.sharma@sangam" },
  amount: inr(30_000),
  purpose: "Dinner at Paradise",
  createdAt: new Date(NOW.getTime() - 3_600_000).toISOString(),
  expiresAt: new Date(NOW.getTime() + 7 * 86_400_000).toISOString(),
};

async function payUrl(link: PayLink = request, edit: Record<string, string> = {}) {
  return `/pay${stringifySearch({ ...payLinkQuery(await signPayLink(link)), ...edit })}`;
}

describe("/pay", { timeout: 20_000 }, () => {
  it("shows a genuine link's payee, amount and purpose, and pays it through the PIN", async () => {
    const { router, user } = await openScreen(await payUrl());
    expect(
      await screen.findByRole("heading", { level: 1, name: "Pay Priya Sharma" }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "₹300" })).toBeVisible();
    expect(screen.getByText("Dinner at Paradise")).toBeVisible();
    expect(screen.getByText("priya.sharma@sangam")).toBeVisible();
    // The sample account asks itself here: the screen says so.
    expect(screen.getByRole("note")).toHaveTextContent(/your own account/);

    await user.click(screen.getByRole("button", { name: "Pay ₹300" }));
    expect(screen.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Payment summary" })).toHaveTextContent(
      /ToPriya Sharma.*ForDinner at Paradise/,
    );
    await screen.findByRole("button", { name: "Delete last digit" });
    await user.keyboard("123456");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await screen.findByRole("heading", { level: 1, name: "Payment successful" });
    expect(router.state.location.pathname).toBe("/send-money/success");
    // The first payment also earns its cashback, a separate entry: look the payment up by link.
    const entry = useWalletStore
      .getState()
      .ledger.transactions.find((t) => t.linkId === "REQ7K2M9QX4TB8D");
    expect(entry).toMatchObject({
      amount: rupees(-300),
      note: "Dinner at Paradise",
    });
  });

  it("refuses a kwacha link in a rupee wallet, saying why, with nothing to pay", async () => {
    const kwacha: PayLink = {
      ...request,
      payee: { name: "Mwila Banda", account: "971234567" },
      amount: { minor: 50_000, currency: "ZMW" },
    };
    await openScreen(await payUrl(kwacha));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link is in another currency" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Mwila Banda asks for K500, in Zambian Kwacha. Your wallet pays in Indian Rupee",
    );
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/dashboard");
  });

  it("says a paid link is paid, with its receipt, and offers no second payment", async () => {
    await useWalletStore.getState().pay({
      kind: "request",
      recipient: "priya.sharma@sangam",
      amount: rupees(300),
      linkId: request.id,
    });
    await openScreen(await payUrl());
    expect(await screen.findByRole("heading", { level: 1, name: "Already paid" })).toBeVisible();
    expect(screen.getByText(/You paid ₹300 to Priya Sharma/)).toBeVisible();
    expect(screen.getByRole("link", { name: "View receipt" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/transactions\/TXN\d{10}$/),
    );
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it("on the PIN step, refuses the link once it is paid elsewhere (another tab)", async () => {
    await openScreen(await payUrl(request, { step: "confirm" }));
    await screen.findByRole("button", { name: "Delete last digit" });
    await act(async () => {
      await useWalletStore.getState().pay({
        kind: "request",
        recipient: "priya.sharma@sangam",
        amount: rupees(300),
        linkId: request.id,
      });
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link has already been paid. It can't be paid twice.",
    );
    expect(screen.queryByRole("button", { name: "Delete last digit" })).toBeNull();
  });

  it("refuses a link whose amount was edited, and pays nothing", async () => {
    const before = useWalletStore.getState().ledger;
    await openScreen(await payUrl(request, { amount: "3" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link can't be paid" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(/changed after it was made/);
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
    expect(useWalletStore.getState().ledger).toEqual(before);
  });

  it("refuses an expired link, naming who asked and when it expired", async () => {
    const expired = { ...request, expiresAt: new Date(NOW.getTime() - 60_000).toISOString() };
    await openScreen(await payUrl(expired, { step: "confirm" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link has expired" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(
      /The link from Priya Sharma for ₹300 expired on 21 Nov 2026/,
    );
    expect(screen.queryByRole("button", { name: "Delete last digit" })).toBeNull();
  });

  it("refuses a link with a field missing", async () => {
    await openScreen("/pay?id=REQ7K2M9QX4TB8D&amount=300");
    expect(screen.getByRole("alert")).toHaveTextContent(/isn't a complete payment link/);
  });
});
