import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Button } from "../components/button";

describe("Button asChild", () => {
  it("renders the child element with the button's classes and the child's own props", () => {
    render(
      <Button asChild variant="outline" aria-describedby="hint">
        <a href="/pricing" className="extra">
          Pricing
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveAttribute("aria-describedby", "hint");
    expect(link).not.toHaveAttribute("type");
    expect(link.className).toContain("extra");
    expect(link).toHaveClass("ui-button", "ui-button-outline");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("runs both click handlers", async () => {
    const outer = vi.fn();
    const inner = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Button asChild onClick={outer}>
        <a href="#x" onClick={inner}>
          Go
        </a>
      </Button>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Go" }));
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled(); // the child prevented the default
  });

  it("is a type=button <button> without asChild", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("type", "button");
  });
});
