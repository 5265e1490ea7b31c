import { describe, expect, it } from "vitest";

import { monthChoices, monthName, previousMonth, shownMonth } from "./months";

describe("months", () => {
  it("shows the month asked for, else the newest with entries, else this one", () => {
    const now = new Date(2026, 10, 27, 12);
    expect(shownMonth("2026-09", ["2026-11", "2026-10"], now)).toBe("2026-09");
    expect(shownMonth(undefined, ["2026-10", "2026-08"], now)).toBe("2026-10");
    expect(shownMonth(undefined, [], now)).toBe("2026-11");
  });

  it("offers the chosen month first when no entry falls in it", () => {
    expect(monthChoices("2026-10", ["2026-11", "2026-10"])).toEqual(["2026-11", "2026-10"]);
    expect(monthChoices("2026-12", ["2026-11", "2026-10"])).toEqual([
      "2026-12",
      "2026-11",
      "2026-10",
    ]);
  });

  it("steps back across a year and names a month in the reader's language", () => {
    expect(previousMonth("2026-01")).toBe("2025-12");
    expect(previousMonth("2026-11")).toBe("2026-10");
    expect(monthName("2026-11", "en")).toBe("November 2026");
    expect(monthName("2026-11", "hi")).toBe("नवंबर 2026");
  });
});
