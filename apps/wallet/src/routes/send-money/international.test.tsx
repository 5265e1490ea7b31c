import { rupees } from "@repo/ledger/money";
import { type Corridor, corridorFor } from "@repo/pricing/corridors";
import { quoteFromReceive, quoteFromSend } from "@repo/pricing/quote";
import { RATE_HOLD_MINUTES } from "@repo/pricing/rates";
import { formatMoney } from "@repo/ui/lib/format";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useWalletStore } from "../../stores/wallet-store";
import { startWithLedger } from "../../testing/ledger";
import { openScreen } from "../../testing/open-screen";
import { payWithPin } from "../../testing/pin";
import { resetRateHold } from "./-components/rate-hold";

const NOW = new Date(2026, 10, 21, 10, 0);
const zambia = corridorFor("ZM") as Corridor;
const DETAILS = "/send-money/enter-details?type=international";
const CONFIRM =
  "/send-money/confirm?type=international&country=ZM&delivery=mobileMoney" +
  "&recipient=%2B260971234567&holder=Mwila%20Banda&amount=10000";

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  resetRateHold();
  await startWithLedger();
});
afterEach(() => vi.useRealTimers());

/** Label: value of every line in a list of terms. */
function lines(region: HTMLElement) {
  return within(region)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

/** The hint a field names first in aria-describedby (the e2e test reads the whole description). */
function hintOf(field: HTMLElement) {
  const [hintId] = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return hintId ? document.getElementById(hintId)?.textContent : undefined;
}

// Generous waits: on a loaded CI machine the first render of the lazily loaded confirm and receipt
// screens (module transforms included) has taken over 20 s. Nothing here measures time.
describe("sending abroad", { timeout: 90_000 }, () => {
  it("quotes either way: what they should receive gives what you send", async () => {
    const { user } = await openScreen(DETAILS);
    await user.type(screen.getByRole("textbox", { name: "They receive (ZMW)" }), "1000");
    const quote = quoteFromReceive(zambia, 1_000_00);
    expect(screen.getByRole("textbox", { name: "You send (INR)" })).toHaveValue("3216.09");
    expect(lines(screen.getByRole("region", { name: "Your quote" }))).toEqual([
      `Amount sent: ${formatMoney(quote.send)}`,
      `Cross-border transfer fee (1.5%): ${formatMoney(quote.fee)}`,
      "Exchange rate: ₹1 = 0.310937 ZMWMid-market rate ₹1 = 0.3125 ZMW less our 0.5% exchange margin",
      `They receive: ${formatMoney(quote.receive)}`,
      `Total debited: ${formatMoney(quote.total)}`,
      "Delivery: Usually within 10 minutes",
    ]);
    expect(quote.receive.minor).toBeGreaterThanOrEqual(1_000_00);
  });

  it.each([
    ["0961234567", "MTN number +260 96 123 4567"],
    ["+260 77 123 4567", "Airtel number +260 77 123 4567"],
    ["750000000", "Zamtel number +260 75 000 0000"],
  ])("tells the network of %s", async (typed, found) => {
    const { user } = await openScreen(DETAILS);
    await user.type(screen.getByRole("textbox", { name: "Mobile money number" }), typed);
    expect(hintOf(screen.getByRole("textbox", { name: "Mobile money number" }))).toBe(found);
  });

  it("names the networks' first digits from the numbering data before a number is typed", async () => {
    await openScreen(DETAILS);
    expect(hintOf(screen.getByRole("textbox", { name: "Mobile money number" }))).toBe(
      "+260 and 9 digits; a leading 0 is dropped. MTN 96 or 76; Airtel 97 or 77; Zamtel 95 or 75",
    );
  });

  it("counts the hold down and, when it runs out, refreshes the quote and says so", async () => {
    await openScreen(`${DETAILS}&amount=10000`);
    expect(screen.getByRole("timer")).toHaveTextContent(`Rate held for ${RATE_HOLD_MINUTES}:00`);
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(screen.getByRole("timer")).toHaveTextContent(
      `Rate held for ${RATE_HOLD_MINUTES - 2}:30`,
    );
    expect(screen.queryByText(/The rate hold ran out/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(RATE_HOLD_MINUTES * 60_000));
    expect(screen.getByText(/^The rate hold ran out, so your quote was refreshed/)).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByRole("timer")).toHaveTextContent(/Rate held for \d:\d\d/);
  });

  it("confirms with the fee as an amount and the total, then receipts both currencies", async () => {
    const { router, user } = await openScreen(CONFIRM);
    // The receipt's screen is code of its own: load it now, before the payment's wait below,
    // so that a busy machine's first transform of it is not counted against that wait.
    await router.preloadRoute({ to: "/transactions/$id", params: { id: "TXN0000000001" } });
    const quote = quoteFromSend(zambia, 10_000_00);
    expect(lines(screen.getByRole("region", { name: "Payment summary" }))).toEqual([
      "To: Mwila Banda",
      "Country: Zambia",
      "Delivery: Mobile money, usually within 10 minutes",
      "Network: Airtel",
      "Mobile money number: +260 97 123 4567",
      `Amount received: ${formatMoney(quote.receive)}`,
      "Exchange rate: ₹1 = 0.310937 ZMW, the mid-market 0.3125 less 0.5%",
      "Amount sent: ₹10,000",
      "Cross-border transfer fee (1.5%): ₹150",
      "Total: ₹10,150",
    ]);
    expect(screen.queryByText("FREE")).toBeNull();
    await payWithPin(user);
    // Money abroad is on its way until its corridor's time (10 minutes by mobile money) passes.
    await screen.findByRole(
      "heading",
      { level: 1, name: "Payment on its way" },
      { timeout: 60_000 },
    );
    const sent = useWalletStore
      .getState()
      .ledger.transactions.find((t) => t.kind === "international");
    expect(sent?.status).toBe("Pending");
    expect(Date.parse(sent!.settlesAt!) - Date.parse(sent!.date)).toBe(10 * 60_000);
    // Amount + fee leave the wallet; being the first payment, it also earns its cashback.
    const { balances, transactions } = useWalletStore.getState().ledger;
    expect(transactions.find((t) => t.kind === "international")?.amount).toEqual(rupees(-10_150));
    const cashback = transactions.find((t) => t.kind === "cashback")?.amount.minor ?? 0;
    expect(balances.wallet.minor).toBe(rupees(12_500 - 10_150).minor + cashback);
    expect(screen.getByText(`They receive ${formatMoney(quote.receive)}`)).toBeInTheDocument();
  });

  it("says what is missing when a confirm link lacks a valid recipient", async () => {
    await openScreen(CONFIRM.replace("%2B260971234567", "0981234567"));
    expect(
      screen.getByRole("heading", { level: 1, name: "This payment can't be made yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enter the details" })).toHaveAttribute(
      "href",
      expect.stringContaining("type=international"),
    );
  });
});
