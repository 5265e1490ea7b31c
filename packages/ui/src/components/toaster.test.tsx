import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { toast } from "../lib/toast";
import { Toaster } from "./toaster";

// The region is a lazy chunk: load it once, before the timed tests, so a slow first transform on a
// busy machine never counts against them.
beforeAll(async () => {
  await import("./toast-region");
}, 30_000);

afterEach(() => vi.useRealTimers());

async function raise(title: string, description?: string) {
  act(() => {
    toast({ title, description });
  });
  // The region is lazy: let its chunk resolve.
  await act(async () => {
    await import("./toast-region");
  });
}

describe("Toaster", () => {
  it("renders nothing until the first toast", () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("announces a toast in a live region and closes it after 5000 ms", async () => {
    vi.useFakeTimers();
    render(<Toaster label="Notifications" closeLabel="Dismiss" />);
    await raise("Message Sent!", "We'll get back to you within 24 hours.");
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveAttribute("aria-live");
    expect(screen.getAllByText("Message Sent!").length).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });

  it("closes on its close button", async () => {
    render(<Toaster closeLabel="Dismiss" />);
    await raise("Copied");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });
});
