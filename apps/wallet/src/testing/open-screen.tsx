import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";

import { createAppRouter } from "../router";

/**
 * Renders the whole wallet at `url` in memory and waits for the screen's h1. Works with fake
 * timers (`vi.useFakeTimers({ shouldAdvanceTime: true })`): the user event advances them.
 */
export async function openScreen(url: string) {
  const router = createAppRouter();
  router.update({ history: createMemoryHistory({ initialEntries: [url] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { level: 1 });
  return { router, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}
