import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../lib/toast";
import { Toaster } from "./toaster";

afterEach(() => vi.useRealTimers());

describe("Toaster", () => {
  it("announces a toast in a live region and closes it after 5000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster label="Notifications" closeLabel="Dismiss" />);
    act(() => {
      toast({ title: "Message Sent!", description: "We'll get back to you within 24 hours." });
    });
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live");
    expect(screen.getAllByText("Message Sent!").length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });

  it("closes on its close button", () => {
    render(<Toaster closeLabel="Dismiss" />);
    act(() => {
      toast({ title: "Copied" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });
});
