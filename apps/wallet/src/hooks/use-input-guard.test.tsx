import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { openScreen } from "../testing/open-screen";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const amountField = () => screen.getByRole("textbox", { name: "Amount (₹)" });
const phoneField = () => screen.getByRole("textbox", { name: "Mobile number" });
const guardMessage = (field: HTMLElement) => document.getElementById(`${field.id}-guard`)!;

describe("guarded amount field", { timeout: 20_000 }, () => {
  it("takes rupees and paise as typed: 12.50 is ₹12.50", async () => {
    const { user } = await openScreen("/add-money");
    await user.type(amountField(), "12.50");
    expect(amountField()).toHaveValue("12.50");
    expect(screen.getByRole("button", { name: "Add ₹12.50" })).toBeEnabled();
    expect(guardMessage(amountField())).toBeEmptyDOMElement();
  });

  it.each([
    ["1e3", "Amounts take digits and one decimal point only."],
    ["-500", "An amount can't be negative."],
    ["12.5.", "An amount has only one decimal point."],
    ["12.505", "Paise take at most 2 digits after the point."],
  ])("keeps %j as typed, says why it is not an amount, and waits", async (typed, hint) => {
    const { user } = await openScreen("/add-money");
    await user.type(amountField(), typed);
    expect(amountField()).toHaveValue(typed);
    expect(guardMessage(amountField())).toHaveTextContent(hint);
    expect(guardMessage(amountField())).toHaveRole("status");
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(hint));
    expect(amountField()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Add money" })).toBeDisabled();
  });

  it("refuses a digit past the largest payment at once, saying the limit once", async () => {
    const { user } = await openScreen("/add-money");
    await user.type(amountField(), "100000");
    await user.keyboard("0");
    expect(amountField()).toHaveValue("100000");
    expect(guardMessage(amountField())).toHaveTextContent("One payment can be at most ₹1,00,000.");
  });

  it("keeps the caret where it was when a key in the middle is refused", async () => {
    const { user } = await openScreen("/add-money");
    await user.type(amountField(), "100000");
    await user.type(amountField(), "5", { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(amountField()).toHaveValue("100000");
    expect((amountField() as HTMLInputElement).selectionStart).toBe(2);
  });

  it("a wrong key's reason goes once it is deleted", async () => {
    const { user } = await openScreen("/add-money");
    await user.type(amountField(), "12x");
    expect(guardMessage(amountField())).toHaveTextContent("Amounts take digits");
    await user.keyboard("{Backspace}.50");
    expect(amountField()).toHaveValue("12.50");
    expect(guardMessage(amountField())).toBeEmptyDOMElement();
  });

  it("lets any digit be deleted", async () => {
    const { user } = await openScreen("/add-money");
    await user.type(amountField(), "12.50{Backspace}{Backspace}{Backspace}");
    expect(amountField()).toHaveValue("12");
  });

  it.each([
    ["abc", "Amounts take digits and one decimal point only."],
    ["12,50", "Amounts take digits and one decimal point only."],
    ["1e3", "Amounts take digits and one decimal point only."],
    ["-500", "An amount can't be negative."],
    ["12.505", "Paise take at most 2 digits after the point."],
  ])("refuses the paste %j whole, keeping the amount typed before", async (pasted, reason) => {
    const { user } = await openScreen("/add-money");
    await user.type(amountField(), "250");
    await user.paste(pasted);
    expect(amountField()).toHaveValue("250");
    expect(guardMessage(amountField())).toHaveTextContent(
      `Not pasted, as it is not an amount: ${reason}`,
    );
  });

  it.each([
    ["12.50", "12.50"],
    ["₹1,250.50", "1250.50"],
    ["Rs. 1,00,000", "100000"],
    [" 500 ", "500"],
  ])("takes the paste %j as %j", async (pasted, value) => {
    const { user } = await openScreen("/add-money");
    await user.click(amountField());
    await user.paste(pasted);
    expect(amountField()).toHaveValue(value);
    expect(guardMessage(amountField())).toBeEmptyDOMElement();
  });
});

describe("guarded mobile number field", { timeout: 20_000 }, () => {
  it("drops a typed trunk 0 once the number is whole, as a paste of 09876543210 does", async () => {
    const { user } = await openScreen("/login");
    await user.type(phoneField(), "0");
    expect(phoneField()).toHaveValue("0");
    expect(guardMessage(phoneField())).toBeEmptyDOMElement();
    await user.type(phoneField(), "9876543210");
    expect(phoneField()).toHaveValue("9876543210");
    expect(guardMessage(phoneField())).toHaveTextContent(
      "A leading 0 isn't needed here, so it was left out.",
    );
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeEnabled();
    // An eleventh digit is refused, not dropped from the middle.
    await user.keyboard("1");
    expect(phoneField()).toHaveValue("9876543210");
    expect(guardMessage(phoneField())).toHaveTextContent("A mobile number has 10 digits.");
  });

  it("drops +91 as it is typed, saying so", async () => {
    const { user } = await openScreen("/login");
    await user.type(phoneField(), "+91");
    expect(phoneField()).toHaveValue("");
    expect(guardMessage(phoneField())).toHaveTextContent(
      "+91 is already in front of the field, so it was left out.",
    );
    await user.type(phoneField(), "98765 43210");
    expect(phoneField()).toHaveValue("9876543210");
    expect(guardMessage(phoneField())).toBeEmptyDOMElement();
  });

  it("keeps 0000000000 and 9999999999 whole, with their reasons", async () => {
    const { user } = await openScreen("/login");
    await user.type(phoneField(), "0000000000");
    expect(phoneField()).toHaveValue("0000000000");
    expect(guardMessage(phoneField())).toHaveTextContent(
      "Indian mobile numbers start with 6, 7, 8 or 9.",
    );
    await user.clear(phoneField());
    await user.type(phoneField(), "9999999999");
    expect(phoneField()).toHaveValue("9999999999");
    expect(guardMessage(phoneField())).toHaveTextContent(
      "That is not a real mobile number: all its digits are the same.",
    );
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeDisabled();
  });

  it("keeps another country's number as typed and says to choose its country", async () => {
    const { user } = await openScreen("/login");
    await user.type(phoneField(), "+260971234567");
    expect(phoneField()).toHaveValue("+260971234567");
    expect(guardMessage(phoneField())).toHaveTextContent(
      "This is not an Indian number: Indian numbers start +91. For another country's number, choose its country.",
    );
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeDisabled();
  });

  it.each([
    ["+91 70123 45678", "7012345678"],
    ["098765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
  ])("reads the pasted %j as %s", async (pasted, value) => {
    const { user } = await openScreen("/login");
    await user.type(phoneField(), "98");
    await user.paste(pasted);
    expect(phoneField()).toHaveValue(value);
  });

  it.each([
    ["abc", "A mobile number has digits only."],
    ["+91 00000 00000", "Indian mobile numbers start with 6, 7, 8 or 9."],
    ["+91 9876", "A mobile number has 10 digits."],
    ["98765 4321", "A mobile number has 10 digits."],
  ])("refuses the paste %j whole and says why", async (pasted, reason) => {
    const { user } = await openScreen("/login");
    await user.type(phoneField(), "98");
    await user.paste(pasted);
    expect(phoneField()).toHaveValue("98");
    expect(guardMessage(phoneField())).toHaveTextContent(
      `Not pasted, as it is not an Indian mobile number: ${reason}`,
    );
  });

  it("refuses another country's pasted number once, naming India's code", async () => {
    const { user } = await openScreen("/login");
    await user.type(phoneField(), "98");
    await user.paste("+44 7911 123456");
    expect(phoneField()).toHaveValue("98");
    expect(guardMessage(phoneField())).toHaveTextContent(
      "Not pasted. This is not an Indian number: Indian numbers start +91. For another country's number, choose its country.",
    );
  });
});

describe("a Zambian number at login", { timeout: 20_000 }, () => {
  it("takes +260 numbers with the leading 0 people write, names the network, and signs in", async () => {
    const { user } = await openScreen("/login");
    await user.click(screen.getByRole("radio", { name: /Zambia/ }));
    expect(phoneField()).toHaveAccessibleDescription(/Zambia \+260 · 9 digits/);
    await user.type(phoneField(), "0971234567");
    expect(phoneField()).toHaveValue("0971234567");
    expect(screen.getByText("Network: Airtel")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByText("We sent it to +260 97 123 4567.")).toBeInTheDocument();
  });

  it("says which first digits Zambian networks use, and will not send a code to others", async () => {
    const { user } = await openScreen("/login");
    await user.click(screen.getByRole("radio", { name: /Zambia/ }));
    await user.type(phoneField(), "981234567");
    expect(
      screen.getByText("Zambian mobile numbers start with 96, 76, 97, 77, 95 or 75."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeDisabled();
    await user.clear(phoneField());
    await user.type(phoneField(), "6");
    expect(guardMessage(phoneField())).toHaveTextContent(
      "Zambian mobile numbers start with 7 or 9.",
    );
  });
});
