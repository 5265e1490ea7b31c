import { rupees } from "@repo/ledger/money";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { applyPayment, type Ledger, seedLedger } from "../lib/ledger";
import { useWalletStore } from "../stores/wallet-store";
import { startWithLedger } from "../testing/ledger";
import { openScreen } from "../testing/open-screen";

const NOW = new Date(2026, 10, 21, 10, 0);
const BANK_CONFIRM =
  "/send-money/confirm?type=bank&recipient=123456789012&ifsc=ICIC0001234&holder=Anita%20Rao&amount=750";

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  await startWithLedger();
});
afterEach(() => vi.useRealTimers());

function summary() {
  const rows = within(screen.getByRole("region", { name: "Payment summary" })).getAllByRole("term");
  return rows.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

/** A ledger that has already paid ₹10,00,000 today. */
function dailyLimitSpent(): Ledger {
  let ledger: Ledger = {
    ...seedLedger(),
    balances: { bank: rupees(0), wallet: rupees(2_000_000) },
  };
  for (let i = 0; i < 10; i++) {
    const outcome = applyPayment(
      ledger,
      { kind: "upi", recipient: "x@bank", amount: rupees(100_000) },
      NOW,
    );
    if (!outcome.ok) throw new Error("refused");
    ledger = outcome.ledger;
  }
  return ledger;
}

describe("the confirm step", { timeout: 20_000 }, () => {
  it("sums up a bank transfer with its fee shown as FREE", async () => {
    await openScreen(BANK_CONFIRM);
    expect(screen.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeInTheDocument();
    expect(summary()).toEqual([
      "To: Anita Rao",
      "Account number: 123456789012",
      "IFSC: ICIC0001234",
      "Bank: ICICI Bank",
      "Method: Bank account",
      "Amount: ₹750",
      "Transaction fee: FREE",
      "Total: ₹750",
    ]);
    expect(screen.getByText("Paid from your wallet (₹12,500 available)")).toBeInTheDocument();
  });

  it("pays after the sixth PIN digit and replaces itself with the receipt", async () => {
    const { router, user } = await openScreen(BANK_CONFIRM);
    await user.keyboard("123456");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await screen.findByRole("heading", { level: 1, name: "Payment successful" });
    expect(router.state.location.pathname).toBe("/send-money/success");
    // The first payment also earns its 10% cashback (₹75), credited to the wallet.
    expect(useWalletStore.getState().ledger.balances.wallet).toEqual(rupees(12_500 - 750 + 75));
    const details = within(screen.getByRole("region", { name: "Payment details" }));
    expect(details.getByText("Anita Rao")).toBeInTheDocument();
    expect(details.getByText("ICIC0001234")).toBeInTheDocument();
    expect(details.getByText("ICICI Bank")).toBeInTheDocument();
    // Replaced, not pushed: Back leaves the payment flow instead of returning to the PIN.
    expect(router.history.length).toBe(1);
  });

  it("shows the ledger's refusal instead of the keypad, with a way back to the details", async () => {
    await startWithLedger(dailyLimitSpent());
    await openScreen("/send-money/confirm?type=upi&recipient=priya@okaxis&amount=1");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This is over your daily limit of ₹10,00,000. You can pay ₹0 more today.",
    );
    expect(screen.queryByRole("button", { name: "Delete last digit" })).not.toBeInTheDocument();
    const back = screen.getByRole("link", { name: "Change the details" });
    expect(back.getAttribute("href")).toMatch(
      /^\/send-money\/enter-details\?type=upi&recipient=priya%40okaxis&amount=1/,
    );
  });

  it("lists what a crafted link lacks instead of a payment", async () => {
    await openScreen(
      "/send-money/confirm?type=bank&recipient=123456789012&amount=750&ifsc=SBIN123",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "This payment can't be made yet",
    );
    expect(screen.queryByRole("button", { name: "Delete last digit" })).not.toBeInTheDocument();
  });

  it("says nothing is paid when no answer comes, then sends the same payment again, once", async () => {
    const { router, user } = await openScreen(BANK_CONFIRM);
    const realPay = useWalletStore.getState().pay;
    const pay = vi
      .fn<typeof realPay>()
      .mockResolvedValueOnce({ ok: false, refusal: { reason: "no-answer" } })
      .mockImplementation((input, approval) => realPay(input, approval));
    useWalletStore.setState({ pay });
    await user.keyboard("123456");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(
      await screen.findByText(/^Not paid yet: SangamPay did not answer, so nothing has moved\./),
    ).toHaveAttribute("role", "status");
    expect(useWalletStore.getState().ledger.balances.wallet).toEqual(rupees(12_500));
    expect(screen.queryByRole("button", { name: "Delete last digit" })).not.toBeInTheDocument();

    // Back online: the same payment goes again by itself, with the same id and PIN.
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await screen.findByRole("heading", { level: 1, name: "Payment successful" });
    expect(pay).toHaveBeenCalledTimes(2);
    const [first, second] = pay.mock.calls.map(([, approval]) => approval);
    expect(first?.pin).toBe("123456");
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toEqual(first);
    expect(router.state.location.pathname).toBe("/send-money/success");
  });
});
