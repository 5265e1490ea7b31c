import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { deferredSection, deferredSectionsHydrated } from "./deferred-section";

function controlledChunk() {
  let resolve!: (component: () => React.ReactNode) => void;
  const chunk = new Promise<() => React.ReactNode>((r) => {
    resolve = r;
  });
  return { chunk, resolve };
}

describe("deferredSection", () => {
  it("starts loading at once, renders the section when it arrives, then reports it hydrated", async () => {
    const { chunk, resolve } = controlledChunk();
    let loads = 0;
    const Section = deferredSection(() => {
      loads += 1;
      return chunk;
    });
    expect(loads).toBe(1);

    let hydrated = false;
    void deferredSectionsHydrated().then(() => {
      hydrated = true;
    });
    render(<Section />);
    await act(async () => {});
    expect(hydrated).toBe(false);

    await act(async () => resolve(() => <h2>Lower sections</h2>));
    expect(screen.getByRole("heading", { name: "Lower sections" })).toBeInTheDocument();
    await act(async () => {});
    expect(hydrated).toBe(true);
    expect(loads).toBe(1);
  });
});
