import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { createAppRouter } from "./router";

// A screen that fails while rendering: the dashboard's store read throws.
vi.mock("./stores/wallet-store", async (importOriginal) =>
  (await import("./testing/failing-wallet-store")).walletStoreThatThrows(importOriginal),
);

describe("render errors", () => {
  it("show 'Unexpected Application Error!' with a way back, focused", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createAppRouter();
    router.update({ history: createMemoryHistory({ initialEntries: ["/dashboard"] }) });
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    // The screen changed under the visitor: focus is on the message, read out at once.
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(logged).toHaveBeenCalled();
  });
});
