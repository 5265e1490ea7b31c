import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { TakeOverFailed } from "./error-screen";

afterEach(() => vi.restoreAllMocks());

describe("TakeOverFailed", () => {
  it("says the app failed, with focus on the message, and 'Try again' loads the page again", async () => {
    const user = userEvent.setup();
    render(<TakeOverFailed />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveFocus();
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
