import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { createAppRouter } from "../../router";

async function openDetails(query: string) {
  const router = createAppRouter();
  router.update({
    history: createMemoryHistory({ initialEntries: [`/send-money/enter-details?${query}`] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole("button", { name: "Continue" });
  return { router, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole("button", { name: "Continue" });

/** Replaces a field's text the way a paste does: one change, not a keystroke per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe("send money: recipients by type", { timeout: 20_000 }, () => {
  it.each([
    ["abc", "abc", "A mobile number has digits only."],
    ["98765", "98765", "A mobile number has 10 digits."],
    ["5", "5", "Indian mobile numbers start with 6, 7, 8 or 9."],
    ["+2609", "+2609", "This is not an Indian number: Indian numbers start +91."],
  ])("a mobile number typed as %j is %j and says %j", async (typed, value, message) => {
    const { user } = await openDetails("type=phone&amount=500");
    const field = screen.getByRole("textbox", { name: "Mobile number" });
    await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue(value);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toBeInvalid();
    expect(continueButton()).toBeDisabled();
  });

  it("takes a pasted +91 number and sends its ten digits on", async () => {
    const { router, user } = await openDetails("type=phone&amount=500");
    await user.click(screen.getByRole("textbox", { name: "Mobile number" }));
    await user.paste("+91 98123-45670");
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(router.state.location.pathname).toBe("/send-money/confirm");
    expect(router.state.location.search).toMatchObject({ recipient: "9812345670", amount: "500" });
  });

  it("a UPI ID without its bank says so", async () => {
    const { user } = await openDetails("type=upi&amount=500");
    const field = screen.getByRole("textbox", { name: "UPI ID" });
    await user.type(field, "priya@");
    await user.tab();
    expect(field).toHaveAccessibleDescription(/Enter a UPI ID such as name@bank/);
    expect(continueButton()).toBeDisabled();
    await user.type(field, "okaxis");
    expect(continueButton()).toBeEnabled();
  });

  it("a bank transfer wants the account twice, a valid IFSC and the holder's name", async () => {
    const { router, user } = await openDetails("type=bank&amount=750");
    const account = screen.getByRole("textbox", { name: "Account number" });
    const again = screen.getByRole("textbox", { name: "Account number again" });
    const ifsc = screen.getByRole("textbox", { name: "IFSC" });
    const holder = screen.getByRole("textbox", { name: "Account holder's name" });

    await fill(user, account, "123456789012");
    await fill(user, again, "123456789013");
    await user.tab();
    expect(again).toHaveAccessibleDescription("The account numbers don't match.");
    await fill(user, ifsc, "SBIN123");
    await user.tab();
    expect(ifsc).toHaveAccessibleDescription(/An IFSC has 11 characters/);
    expect(continueButton()).toBeDisabled();

    await fill(user, again, "123456789012");
    await fill(user, ifsc, "icic0001234");
    expect(ifsc).toHaveValue("ICIC0001234");
    expect(screen.getByText("ICICI Bank")).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await fill(user, holder, "Anita Rao");
    expect(continueButton()).toBeEnabled();

    await user.click(continueButton());
    expect(router.state.location.search).toMatchObject({
      type: "bank",
      recipient: "123456789012",
      ifsc: "ICIC0001234",
      holder: "Anita Rao",
      amount: "750",
    });
  });

  it("comes back from confirm with every field filled in", async () => {
    await openDetails(
      "type=bank&recipient=123456789012&ifsc=ICIC0001234&holder=Anita%20Rao&amount=750&note=Rent",
    );
    expect(screen.getByRole("textbox", { name: "Account number" })).toHaveValue("123456789012");
    expect(screen.getByRole("textbox", { name: "Account number again" })).toHaveValue(
      "123456789012",
    );
    expect(screen.getByRole("textbox", { name: "IFSC" })).toHaveValue("ICIC0001234");
    expect(screen.getByRole("textbox", { name: "Account holder's name" })).toHaveValue("Anita Rao");
    expect(screen.getByRole("textbox", { name: "Amount (₹)" })).toHaveValue("750");
    expect(screen.getByRole("textbox", { name: "Note (optional)" })).toHaveValue("Rent");
    expect(continueButton()).toBeEnabled();
  });
});

describe("send money: the amount field", { timeout: 20_000 }, () => {
  it("takes rupees and paise, keeps a letter with its reason, and quick amounts set it", async () => {
    const { user } = await openDetails("type=upi&recipient=priya@okaxis");
    const amount = screen.getByRole("textbox", { name: "Amount (₹)" });
    await user.type(amount, "5a0.0");
    expect(amount).toHaveValue("5a0.0");
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining("Amounts take digits and one decimal point only."),
    );
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Set amount to ₹2,000" }));
    expect(amount).toHaveValue("2000");
    expect(screen.getByRole("button", { name: "Set amount to ₹2,000" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("says the per-payment limit and the wallet balance, from the ledger's figures", async () => {
    const { user } = await openDetails("type=upi&recipient=priya@okaxis");
    const amount = screen.getByRole("textbox", { name: "Amount (₹)" });
    await user.type(amount, "100001");
    expect(amount).toHaveAccessibleDescription(
      /One payment can be at most ₹1,00,000, and your wallet holds ₹12,500: you can pay up to ₹12,500\./,
    );
    expect(continueButton()).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, "12501");
    expect(amount).toHaveAccessibleDescription(/Your wallet holds ₹12,500, less than this payment/);
    expect(continueButton()).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, "12500");
    expect(continueButton()).toBeEnabled();
  });
});
