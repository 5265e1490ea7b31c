import { act, screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { vi } from "vitest";

/** Types the test PIN on the confirm step's keypad and lets the payment go through. */
export async function payWithPin(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("button", { name: "Delete last digit" });
  await user.keyboard("123456");
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
}
