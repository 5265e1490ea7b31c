import { Input } from "@repo/ui/components/input";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { Field, SelectField } from "./field";

describe("Field", () => {
  it("names the control by its label and describes it by its hint, then its problem, announced", () => {
    const { rerender } = render(
      <Field id="upi" label="UPI ID" hint="Such as name@bank" error="">
        <Input />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "UPI ID" });
    expect(input).toHaveAccessibleDescription("Such as name@bank");
    expect(input).not.toHaveAttribute("aria-invalid");

    rerender(
      <Field id="upi" label="UPI ID" hint="Such as name@bank" error="A UPI ID has one @.">
        <Input />
      </Field>,
    );
    expect(input).toHaveAccessibleDescription("Such as name@bank A UPI ID has one @.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveAttribute("id", "upi-problem");
    expect(screen.getByRole("alert")).toHaveTextContent("A UPI ID has one @.");
  });

  it("keeps a description the control brings of its own (an input guard's)", () => {
    render(
      <Field id="phone" label="Mobile" hint="10 digits">
        <Input aria-describedby="phone-guard" />
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Mobile" })).toHaveAttribute(
      "aria-describedby",
      "phone-guard",
    );
  });
});

describe("SelectField", () => {
  it("offers its options by their words and gives back the value chosen", async () => {
    function Harness() {
      const [kind, setKind] = useState<"debit" | "credit">("debit");
      return (
        <>
          <SelectField
            id="kind"
            label="Card type"
            value={kind}
            onChange={setKind}
            options={[
              { value: "debit", label: "Debit card" },
              { value: "credit", label: "Credit card" },
            ]}
          />
          <output>{kind}</output>
        </>
      );
    }
    render(<Harness />);
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Card type" }),
      "Credit card",
    );
    expect(screen.getByRole("status")).toHaveTextContent("credit");
  });
});
