import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { createAppRouter } from "./router";

afterEach(() => vi.useRealTimers());

describe("wallet router", () => {
  it("sends / to the splash screen, which moves on to onboarding after 2500 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = createAppRouter();
    router.update({ history: createMemoryHistory({ initialEntries: ["/"] }) });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "SangamPay" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/splash");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(router.state.location.pathname).toBe("/onboarding");
  });

  it("shows the 404 screen for an unknown path", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createAppRouter();
    router.update({ history: createMemoryHistory({ initialEntries: ["/nowhere"] }) });
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole("heading", { name: "Oops! Page not found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
