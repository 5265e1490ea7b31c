import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import {
  countsFrom,
  formatDuration,
  isFailureLine,
  lineMarker,
  passed,
  runStages,
  selectStages,
  stages,
  summaryTable,
  withoutOwnProjects,
} from "./test-stages.mjs";

const exit = (code) => `node -e "process.exit(${code})"`;

describe("selectStages", () => {
  it("runs every stage when none is named, lint first and the dev-mode checks last", () => {
    expect(selectStages([]).map((s) => s.name)).toEqual(stages.map((s) => s.name));
    expect(stages[0].name).toBe("lint");
    expect(stages.at(-1).name).toBe("dev-site");
  });

  it("picks by tag, and a stage brings what it needs, in the suite's order", () => {
    expect(selectStages(["e2e"]).map((s) => s.name)).toEqual([
      "build",
      "e2e-wallet",
      "e2e-site",
      "e2e-connected",
      "dev-wallet",
      "dev-site",
    ]);
    expect(selectStages(["e2e-site", "lint"]).map((s) => s.name)).toEqual([
      "lint",
      "build",
      "e2e-site",
    ]);
  });

  it("names the stages and tags there are when asked for one that is not", () => {
    expect(() => selectStages(["e2e-api"])).toThrow(/No stage or tag "e2e-api"\. Stages: lint,/);
  });
});

describe("the unit stage", () => {
  it("runs every Vitest project but those a stage of their own runs (the API's)", () => {
    expect(stages.find((s) => s.name === "unit").run).toBe("pnpm test:unit --project '!api'");
    expect(stages.find((s) => s.name === "server").run).toBe("pnpm --filter api test");
    const others = [
      { name: "db", vitestProject: "db" },
      { name: "queue", vitestProject: "queue" },
    ];
    expect(withoutOwnProjects({ name: "unit", run: "vitest run" }, others).run).toBe(
      "vitest run --project '!db' --project '!queue'",
    );
  });
});

describe("runStages", () => {
  it("keeps going after a failing stage, skips what needed it, and fails the whole", async () => {
    let printed = "";
    const results = await runStages(
      [
        { name: "build", run: exit(1) },
        { name: "e2e-wallet", run: exit(0), needs: ["build"] },
        { name: "e2e-a", run: `${exit(0)} && echo "  3 passed (1.0s)"` },
        { name: "e2e-b", run: `echo "  1 failed" && echo "  2 passed (1.0s)" && ${exit(1)}` },
      ],
      (chunk) => (printed += chunk.toString()),
    );
    expect(results.map((r) => [r.name, r.result, r.counts])).toEqual([
      ["build", "failed", ""],
      ["e2e-wallet", "skipped", ""],
      ["e2e-a", "passed", "3 passed"],
      ["e2e-b", "failed", "1 failed, 2 passed"],
    ]);
    expect(passed(results)).toBe(false);
    expect(printed).toContain("■ e2e-wallet: skipped (build did not pass)");
    expect(printed).toMatch(/■ e2e-a: passed in \d+\.\d s/);
  });

  it("keeps the names of a failed stage's failed tests, however long its output", async () => {
    const script = [
      "console.log(' FAIL  |wallet| src/a.test.ts > pays once');",
      "console.log('x'.repeat(50000));",
      "console.log('  \\u2718  3 [chromium] \\u203a e2e/b.spec.ts:4:1 \\u203a b (30.0s)');",
    ].join("");
    const results = await runStages(
      [{ name: "unit", run: `node -e "${script}" && ${exit(1)}` }],
      () => {},
    );
    expect(results[0].failures).toEqual([
      "FAIL  |wallet| src/a.test.ts > pays once",
      "✘  3 [chromium] › e2e/b.spec.ts:4:1 › b (30.0s)",
    ]);
  });

  it("passes when every stage passes, and times each one", async () => {
    const results = await runStages([{ name: "a", run: exit(0) }], () => {});
    expect(passed(results)).toBe(true);
    expect(results[0].ms).toBeGreaterThan(0);
  });
});

describe("lanes", () => {
  it("lint, typecheck and server beside unit and build; the local e2e alone; the connected e2e beside dev mode", () => {
    const lanes = Object.fromEntries(stages.map((s) => [s.name, s.lane ?? null]));
    expect(lanes).toEqual({
      lint: "static",
      typecheck: "static",
      server: "static",
      unit: "tests",
      build: "tests",
      "e2e-wallet": null,
      "e2e-site": null,
      "e2e-connected": "connected",
      "dev-wallet": "dev",
      "dev-site": "dev",
    });
  });

  it("runs the lanes side by side, each in turn, with every line marked by its stage", async () => {
    // Each of the lanes' first stages waits for the other's file: only side by side do both end.
    const dir = mkdtempSync(join(tmpdir(), "lanes-"));
    const meet = (mine, theirs) =>
      `node -e "const fs=require('fs');fs.writeFileSync('${join(dir, mine)}','');` +
      `const t=setInterval(()=>{if(fs.existsSync('${join(dir, theirs)}')){clearInterval(t);` +
      `console.log('met ${theirs}')}},20)"`;
    let text = "";
    const results = await runStages(
      [
        { name: "a", run: meet("a", "c"), lane: "x" },
        { name: "b", run: exit(1), lane: "x" },
        { name: "c", run: meet("c", "a"), lane: "y" },
        { name: "d", run: exit(0), lane: "y", needs: ["c"] },
        { name: "e", run: exit(0), needs: ["d"] },
        { name: "f", run: exit(0), needs: ["b"] },
      ],
      (chunk) => (text += chunk.toString()),
    );
    expect(results.map((r) => [r.name, r.result, r.lane ?? null])).toEqual([
      ["a", "passed", "x"],
      ["b", "failed", "x"],
      ["c", "passed", "y"],
      ["d", "passed", "y"],
      ["e", "passed", null],
      ["f", "skipped", null],
    ]);
    expect(text).toContain("[a] met c\n");
    expect(text).toContain("[c] met a\n");
    expect(text).toContain("[b] ■ b: failed in ");
    expect(text).toContain("\n▶ e: ");
    expect(summaryTable(results, 1_000)).toContain(
      "\n  a then b, beside c then d: side by side, so their times overlap; the total is the wall time.\n",
    );
  });

  it("names each group of lanes that ran side by side on a line of its own", () => {
    const table = summaryTable(
      [
        { name: "lint", result: "passed", ms: 1_000, counts: "", lane: "static" },
        { name: "unit", result: "passed", ms: 1_000, counts: "", lane: "tests" },
        { name: "build", result: "passed", ms: 1_000, counts: "", lane: "tests" },
        { name: "e2e-site", result: "passed", ms: 1_000, counts: "" },
        { name: "e2e-connected", result: "passed", ms: 1_000, counts: "", lane: "connected" },
        { name: "dev-wallet", result: "passed", ms: 1_000, counts: "", lane: "dev" },
        { name: "dev-site", result: "passed", ms: 1_000, counts: "", lane: "dev" },
      ],
      5_000,
    );
    const overlap = ": side by side, so their times overlap; the total is the wall time.\n";
    expect(table).toContain(`\n  lint, beside unit then build${overlap}`);
    expect(table).toContain(`\n  e2e-connected, beside dev-wallet then dev-site${overlap}`);
    expect(table).not.toContain("beside e2e-connected");
  });

  it("runs a stage after a stage of another lane it needs, never beside it", async () => {
    // What `node scripts/test-stages.mjs e2e-connected` asks for: the build, then the connected e2e.
    expect(
      selectStages(["e2e-connected"]).map((s) => [s.name, s.lane ?? null, s.needs ?? []]),
    ).toEqual([
      ["build", "tests", []],
      ["e2e-connected", "connected", ["build"]],
    ]);
    let text = "";
    const results = await runStages(
      [
        { name: "build", run: exit(1), lane: "tests" },
        { name: "e2e", run: exit(0), lane: "connected", needs: ["build"] },
        { name: "dev", run: exit(0), lane: "dev" },
      ],
      (chunk) => (text += chunk.toString()),
    );
    expect(results.map((r) => [r.name, r.result])).toEqual([
      ["build", "failed"],
      ["e2e", "skipped"],
      ["dev", "passed"],
    ]);
    expect(text).toContain("[e2e] ■ e2e: skipped (build did not pass)\n");
    expect(text.indexOf("■ build: failed")).toBeLessThan(text.indexOf("[e2e]"));
    expect(summaryTable(results, 1_000)).toContain("\n  e2e, beside dev: side by side");
    expect(summaryTable(results, 1_000)).not.toContain("build, beside");
  });

  it("marks whole lines, and a last line without its newline when the stage ends", () => {
    let text = "";
    const write = lineMarker("unit", (chunk) => (text += chunk));
    write("one\ntw");
    write("o\n\nthr");
    write.flush();
    expect(text).toBe("[unit] one\n[unit] two\n\n[unit] thr\n");
  });
});

describe("isFailureLine", () => {
  it("knows Vitest's and Playwright's failed tests, and nothing that passed", () => {
    expect(isFailureLine(" FAIL  |api| test/pay.test.ts > refuses a second spend")).toBe(true);
    expect(isFailureLine("   × refuses a second spend 41ms")).toBe(true);
    expect(isFailureLine("  \x1b[31m✘\x1b[39m  7 [chromium] › e2e/a.spec.ts:3:1 › a (30.0s)")).toBe(
      true,
    );
    expect(isFailureLine("    [chromium] › e2e/b.spec.ts:4:1 › b")).toBe(true);
    expect(isFailureLine("   ✓ refuses a second spend 41ms")).toBe(false);
    expect(isFailureLine("  ✓  1 [chromium] › e2e/a.spec.ts:3:1 › a (1.2s)")).toBe(false);
    expect(isFailureLine(" ❯ src/a.test.ts (3 tests | 1 failed) 20ms")).toBe(false);
  });
});

describe("countsFrom", () => {
  it("reads Vitest's test line, failures included", () => {
    expect(countsFrom(" Test Files  80 passed (80)\n      Tests  627 passed (627)\n")).toBe(
      "627 passed",
    );
    expect(countsFrom("      Tests  2 failed | 625 passed (627)\n")).toBe("2 failed, 625 passed");
  });

  it("reads Playwright's closing lines, not the list's, through colours", () => {
    const output = [
      "  ✓  1 [chromium] › e2e/a.spec.ts:3:1 › a (1.2s)",
      "  \x1b[31m2 failed\x1b[39m",
      "    [chromium] › e2e/b.spec.ts:4:1 › b",
      "  \x1b[33m1 flaky\x1b[39m",
      "  \x1b[32m375 passed\x1b[39m\x1b[2m (12.4m)\x1b[22m",
    ].join("\n");
    expect(countsFrom(output)).toBe("2 failed, 1 flaky, 375 passed");
  });

  it("is empty for a stage that prints no counts", () => {
    expect(countsFrom("Tasks: 4 successful, 4 total")).toBe("");
  });
});

describe("the summary", () => {
  it("writes seconds under a minute and minutes and seconds above", () => {
    expect(formatDuration(5_432)).toBe("5.4 s");
    expect(formatDuration(59_949)).toBe("59.9 s");
    expect(formatDuration(59_950)).toBe("1 min 00 s");
    expect(formatDuration(83_456)).toBe("1 min 23 s");
    expect(formatDuration(1_666_000)).toBe("27 min 46 s");
  });

  it("lists each stage and the total, marked FAILED when one failed", () => {
    const table = summaryTable(
      [
        { name: "lint", result: "passed", ms: 61_000, counts: "" },
        { name: "e2e-wallet", result: "failed", ms: 700_000, counts: "1 failed, 376 passed" },
        { name: "e2e-site", result: "passed", ms: 200_000, counts: "180 passed" },
      ],
      961_000,
    );
    expect(table.split("\n")).toEqual([
      "  stage       result         time  tests",
      "  lint        passed   1 min 01 s",
      "  e2e-wallet  failed  11 min 40 s  1 failed, 376 passed",
      "  e2e-site    passed   3 min 20 s  180 passed",
      "  total       FAILED  16 min 01 s",
      "",
    ]);
  });

  it("names each failed stage's failed tests under the table", () => {
    const table = summaryTable(
      [
        {
          name: "unit",
          result: "failed",
          ms: 1_000,
          counts: "1 failed",
          failures: ["FAIL  a > b"],
        },
        { name: "e2e-site", result: "passed", ms: 1_000, counts: "1 passed", failures: [] },
      ],
      2_000,
    );
    expect(table).toContain("\nWhat failed:\n  unit: FAIL  a > b\n");
    expect(table).not.toContain("e2e-site:");
  });
});
