import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";

import { i18n } from "../lib/i18n";
import { loadCopy } from "../lib/load-copy";
import { PinKeypad } from "./pin-keypad";

beforeAll(() => loadCopy());

function Harness({ disabled = false, error }: { disabled?: boolean; error?: string }) {
  const [value, setValue] = useState("");
  return (
    <I18nextProvider i18n={i18n}>
      <PinKeypad
        value={value}
        onChange={setValue}
        label="Create your PIN"
        disabled={disabled}
        error={error}
      />
      <output data-testid="value">{value}</output>
      <input aria-label="Elsewhere" />
    </I18nextProvider>
  );
}

const value = () => screen.getByTestId("value").textContent;
const progress = () => screen.getAllByRole("status")[0];

describe("PinKeypad", () => {
  it("offers a button per digit and a named backspace inside a labelled group", () => {
    render(<Harness />);
    const group = screen.getByRole("group", { name: "Create your PIN" });
    expect(group).toBeInTheDocument();
    for (const digit of "0123456789") {
      expect(screen.getByRole("button", { name: digit })).toBeEnabled();
    }
    expect(screen.getByRole("button", { name: "Delete last digit" })).toBeDisabled();
    expect(progress()).toHaveTextContent("0 of 6 digits entered");
  });

  it("enters digits by tapping, announces progress and deletes the last digit", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "4" }));
    await user.click(screen.getByRole("button", { name: "0" }));
    await user.click(screen.getByRole("button", { name: "7" }));
    expect(value()).toBe("407");
    expect(progress()).toHaveTextContent("3 of 6 digits entered");
    await user.click(screen.getByRole("button", { name: "Delete last digit" }));
    expect(value()).toBe("40");
    expect(progress()).toHaveTextContent("2 of 6 digits entered");
  });

  it("takes digits and Backspace from the physical keyboard, ignoring other keys", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard("12a3{Backspace}9");
    expect(value()).toBe("129");
  });

  it("leaves keystrokes typed into a text field alone", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole("textbox", { name: "Elsewhere" }), "55");
    expect(value()).toBe("");
  });

  it("stops at six digits and disables the digit keys", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard("12345678");
    expect(value()).toBe("123456");
    expect(screen.getByRole("button", { name: "1" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete last digit" })).toBeEnabled();
  });

  it("changes nothing while disabled", async () => {
    const user = userEvent.setup();
    render(<Harness disabled />);
    await user.keyboard("12");
    expect(value()).toBe("");
    expect(screen.getByRole("button", { name: "1" })).toBeDisabled();
  });

  it("shows an error as an alert that describes the keypad", () => {
    render(<Harness error="PINs don't match. Please try again." />);
    expect(screen.getByRole("alert")).toHaveTextContent("PINs don't match. Please try again.");
    expect(screen.getByRole("group", { name: "Create your PIN" })).toHaveAccessibleDescription(
      "PINs don't match. Please try again.",
    );
  });
});
