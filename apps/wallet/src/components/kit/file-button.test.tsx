import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { FileButton } from "./file-button";

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [chosen, setChosen] = useState("none");
  return (
    <>
      <FileButton accept="image/*" disabled={disabled} onFile={(file) => setChosen(file.name)}>
        QR code image
      </FileButton>
      <output>{chosen}</output>
    </>
  );
}

const picture = () => new File(["png"], "shop.png", { type: "image/png" });

describe("FileButton", () => {
  it("names its file input by its words and hands over the file chosen, again and again", async () => {
    render(<Harness />);
    const input = screen.getByLabelText("QR code image");
    await userEvent.upload(input, picture());
    expect(screen.getByRole("status")).toHaveTextContent("shop.png");
    // Emptied after each choice, so the same file can be chosen again.
    expect(input).toHaveValue("");
  });

  it("offers nothing while disabled", async () => {
    render(<Harness disabled />);
    const input = screen.getByLabelText("QR code image");
    expect(input).toBeDisabled();
    await userEvent.upload(input, picture());
    expect(screen.getByRole("status")).toHaveTextContent("none");
  });
});
