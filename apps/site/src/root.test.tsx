import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ErrorBoundary } from "./root";

afterEach(() => vi.restoreAllMocks());

function Broken(): React.ReactNode {
  throw new Error("render failed");
}

describe("root ErrorBoundary", () => {
  it("shows the branded error page with a way home when a page throws while rendering", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);

    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Unexpected Application Error!" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // The failure is reported for debugging, not swallowed.
    expect(logged.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: "render failed" }),
    );
  });
});
