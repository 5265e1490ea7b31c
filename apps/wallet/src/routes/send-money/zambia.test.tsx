import { type Corridor, corridorFor } from "@repo/pricing/corridors";
import { quoteFromSend } from "@repo/pricing/quote";
import { formatMoney } from "@repo/ui/lib/format";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { openScreen } from "../../testing/open-screen";
import { signedInAsZambia } from "../../testing/zambian-account";
import { resetRateHold } from "./-components/rate-hold";

const NOW = new Date(2026, 10, 21, 10, 0);
const india = corridorFor("IN", "ZMW") as Corridor;

signedInAsZambia(NOW, resetRateHold);

/** Label: value of every line in a list of terms. */
function lines(region: HTMLElement) {
  return within(region)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

/** The hint a field names first in aria-describedby. */
function hintOf(field: HTMLElement) {
  const [hintId] = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return hintId ? document.getElementById(hintId)?.textContent : undefined;
}

describe("a Zambian account sends", { timeout: 60_000 }, () => {
  it("by SangamPay number, mobile money, Scan & Pay, a Zambian bank or to India, with no UPI", async () => {
    await openScreen("/send-money");
    const methods = within(screen.getByRole("region", { name: "How do you want to send?" }));
    expect(methods.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "To a SangamPay userPay anyone on SangamPay by their Zambian number",
      "To mobile moneyAny MTN MoMo, Airtel Money or Zamtel Kwacha wallet, by number",
      "Scan QR CodePay a shop or a friend by their QR code",
      "To a Zambian bank accountAny account at a bank in Zambia, by branch sort code",
      "InternationalTo India, received in INR",
    ]);
    expect(screen.queryByText(/UPI/)).toBeNull();
    expect(screen.getByRole("link", { name: "Send money to Chanda Mulenga" })).toBeVisible();
  });

  it("to an MTN MoMo wallet: the wallet is named from the prefix, and confirm says so", async () => {
    const { user } = await openScreen("/send-money/enter-details?type=mobileMoney");
    expect(screen.getByRole("heading", { level: 1, name: "Send to mobile money" })).toBeVisible();
    const number = screen.getByRole("textbox", { name: "Mobile money number" });
    expect(hintOf(number)).toBe(
      "+260 and 9 digits; a leading 0 is dropped. MTN 96 or 76; Airtel 97 or 77; Zamtel 95 or 75",
    );
    await user.type(number, "0961234567");
    expect(hintOf(number)).toBe("MTN MoMo wallet +260 96 123 4567");
    await user.type(screen.getByRole("textbox", { name: /^Amount/ }), "150");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
    expect(lines(screen.getByRole("region", { name: "Payment summary" }))).toEqual([
      "Mobile money number: +260 96 123 4567",
      "Mobile money wallet: MTN MoMo",
      "Method: Mobile money",
      "Amount: K150",
      "Transaction fee: FREE",
      "Total: K150",
    ]);
  });

  it("refuses a number no Zambian network uses, saying which prefixes they have", async () => {
    const { user } = await openScreen("/send-money/enter-details?type=mobileMoney");
    const number = screen.getByRole("textbox", { name: "Mobile money number" });
    await user.type(number, "0931234567");
    await user.tab();
    expect(number).toHaveAccessibleDescription(
      /This number fits no Zambian network\. Numbers start with 96, 76, 97, 77, 95 or 75\./,
    );
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  it("to a Zambian bank: the sort code names the bank and the account's length", async () => {
    const { user } = await openScreen("/send-money/enter-details?type=bank");
    expect(
      screen.getByRole("heading", { level: 1, name: "Send to a Zambian bank account" }),
    ).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "IFSC" })).toBeNull();
    const sortCode = screen.getByRole("textbox", { name: "Branch sort code" });
    await user.type(sortCode, "020001");
    expect(hintOf(sortCode)).toBe("Absa Bank Zambia: account numbers have 10 digits.");
    await user.type(screen.getByRole("textbox", { name: "Account number" }), "0123456789012");
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Account number" })).toHaveAccessibleDescription(
      "Absa Bank Zambia account numbers have 10 digits.",
    );
  });

  it("to India: kwacha in, rupees out, the same fee and a rate per kwacha", async () => {
    const { user } = await openScreen("/send-money/enter-details?type=international");
    expect(screen.getByText("India (INR)")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Change country" })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "You send (ZMW)" }), "500");
    expect(screen.getByRole("textbox", { name: "They receive (INR)" })).toHaveValue("1592");
    const quote = quoteFromSend(india, 500_00, "ZMW");
    expect(lines(screen.getByRole("region", { name: "Your quote" }))).toEqual([
      "Amount sent: K500",
      "Cross-border transfer fee (1.5%): K7.50",
      "Exchange rate: K1 = 3.184 INRMid-market rate K1 = 3.2 INR less our 0.5% exchange margin",
      `They receive: ${formatMoney(quote.receive)}`,
      "Total debited: K507.50",
      "Delivery: Usually within 2 days",
    ]);
    expect(formatMoney(quote.receive)).toBe("₹1,592");
  });
});
