import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { createAppRouter } from "./router";

// A screen that fails while rendering (the dashboard's store read throws), and the error screen's
// own code that cannot be fetched (offline, or replaced by a newer version's files).
vi.mock("./stores/wallet-store", async (importOriginal) =>
  (await import("./testing/failing-wallet-store")).walletStoreThatThrows(importOriginal),
);
vi.mock("./components/error-screen", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("a render error whose error screen cannot load", () => {
  it("still says so, with a reload, instead of a blank page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createAppRouter();
    router.update({ history: createMemoryHistory({ initialEntries: ["/dashboard"] }) });
    render(<RouterProvider router={router} />);
    // The failed fetch, then the router's error, then this screen: more than findBy's default
    // second on a busy machine.
    expect(
      await screen.findByRole(
        "heading",
        { name: "Unexpected Application Error!" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toContainElement(
      screen.getByRole("button", { name: "Try again" }),
    );
    // The screen changed under the visitor: focus is on the message, as on the loaded one.
    expect(screen.getByRole("alert")).toHaveFocus();
  });
});
