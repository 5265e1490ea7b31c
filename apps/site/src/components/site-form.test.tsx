import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { FormFieldSpec } from "../content/form-field";
import { SiteForm } from "./site-form";

afterEach(() => vi.restoreAllMocks());

const fields = [
  { name: "name", type: "text", required: true },
  { name: "email", type: "email", required: true },
  { name: "phone", type: "tel" },
  { name: "country", type: "select", required: true, options: ["india", "zambia"] },
] as const satisfies readonly FormFieldSpec[];

const copy = {
  name: { label: "Name" },
  email: { label: "Email" },
  phone: { label: "Phone (optional)" },
  country: {
    label: "Country",
    placeholder: "Select",
    options: { india: "India", zambia: "Zambia" },
  },
};

function renderForm(props: Partial<React.ComponentProps<typeof SiteForm>> = {}) {
  const onSubmitted = vi.fn();
  render(
    <SiteForm
      name="test"
      fields={fields}
      copy={copy}
      submitLabel="Send"
      onSubmitted={onSubmitted}
      {...props}
    />,
  );
  return onSubmitted;
}

describe("SiteForm", () => {
  it("labels every field and marks the required ones", () => {
    renderForm();
    expect(screen.getByLabelText("Name*")).toBeRequired();
    expect(screen.getByLabelText("Email*")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone (optional)")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Phone (optional)")).not.toBeRequired();
    expect(screen.getByRole("combobox", { name: "Country" })).toBeRequired();
  });

  it("does not submit while the browser's validation fails", async () => {
    const onSubmitted = renderForm();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it("logs and hands over the values of a valid form, then clears it", async () => {
    const onSubmitted = renderForm({ resetOnSubmit: true });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await userEvent.type(screen.getByLabelText("Name*"), "Asha");
    await userEvent.type(screen.getByLabelText("Email*"), "asha@example.com");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country" }), "zambia");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));

    const values = { name: "Asha", email: "asha@example.com", phone: "", country: "zambia" };
    expect(onSubmitted).toHaveBeenCalledWith(values);
    expect(info).toHaveBeenCalledWith("test form submitted", values);
    expect(screen.getByLabelText("Name*")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("");
  });

  it("fills in a prefill as plain text, and a reset clears it too", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const onSubmitted = renderForm({ prefill: { name: "<b>Demo</b>" }, resetOnSubmit: true });
    expect(screen.getByLabelText("Name*")).toHaveValue("<b>Demo</b>");
    expect(document.querySelector("b")).toBeNull();

    await userEvent.type(screen.getByLabelText("Email*"), "asha@example.com");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country" }), "india");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ name: "<b>Demo</b>" }));
    expect(screen.getByLabelText("Name*")).toHaveValue("");
  });
});
