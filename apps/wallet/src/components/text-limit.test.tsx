import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";

import { i18n } from "../lib/i18n";
import { loadCopy } from "../lib/load-copy";
import { charactersOver, LimitedTextField } from "./text-limit";

beforeAll(() => loadCopy());

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState("");
  return (
    <I18nextProvider i18n={i18n}>
      <LimitedTextField id="note" label="Note" max={max} value={value} onChange={setValue} />
    </I18nextProvider>
  );
}

describe("charactersOver", () => {
  it("is 0 up to the limit and the excess past it", () => {
    expect(charactersOver("", 5)).toBe(0);
    expect(charactersOver("abcde", 5)).toBe(0);
    expect(charactersOver("abcdefg", 5)).toBe(2);
  });
});

describe("LimitedTextField", () => {
  it("counts as it is typed and names its counter", async () => {
    render(<Harness max={10} />);
    const field = screen.getByRole("textbox", { name: "Note" });
    expect(field).toHaveAccessibleDescription(/^0 of 10 characters\s*$/);
    await userEvent.type(field, "Rent");
    expect(field).toHaveAccessibleDescription(/^4 of 10 characters\s*$/);
    expect(field).toBeValid();
  });

  it("keeps text past the limit whole, marks it invalid and says by how much", async () => {
    render(<Harness max={10} />);
    const field = screen.getByRole("textbox", { name: "Note" });
    await userEvent.type(field, "Rent for March");
    expect(field).toHaveValue("Rent for March");
    expect(field).toBeInvalid();
    const said =
      "4 characters too many: this takes at most 10. Nothing was cut; shorten it to go on.";
    expect(screen.getByRole("status")).toHaveTextContent(said);
    expect(field).toHaveAccessibleDescription(`14 of 10 characters ${said}`);

    await userEvent.type(field, "{Backspace}{Backspace}{Backspace}");
    expect(screen.getByRole("status")).toHaveTextContent(/^1 character too many: /);
    await userEvent.type(field, "{Backspace}");
    expect(field).toHaveValue("Rent for M");
    expect(field).toBeValid();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
