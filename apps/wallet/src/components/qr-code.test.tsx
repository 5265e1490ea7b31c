import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { QrCode } from "./qr-code";

describe("QrCode", () => {
  it("is an image named by its label, whose pattern follows the value", () => {
    const { rerender } = render(<QrCode value="upi://pay?pa=a.b@upi" label="Pay Priya" />);
    const image = screen.getByRole("img", { name: "Pay Priya" });
    const path = image.querySelector("path")?.getAttribute("d");
    expect(path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    // Version 2 (25 modules) plus a quiet zone of four on each side.
    expect(image).toHaveAttribute("viewBox", "0 0 33 33");

    rerender(<QrCode value="upi://pay?pa=a.b@upi&am=500" label="Pay Priya" />);
    expect(image.querySelector("path")?.getAttribute("d")).not.toBe(path);
  });
});
