import { describe, expect, it } from "vitest";

import { breakdown, groupOf } from "./bytes.js";
import { median, table } from "./table.js";

describe("pnpm bench's figures", () => {
  it("takes the median of three runs", () => {
    expect(median([2100, 900, 1000])).toBe(1000);
  });

  it("names the package a module comes from", () => {
    const pnpm = (name) =>
      `/r/node_modules/.pnpm/${name.replace("/", "+")}@1.0.0/node_modules/${name}/dist/index.js`;
    expect(groupOf(pnpm("react-dom"))).toBe("react + react-dom");
    expect(groupOf(pnpm("scheduler"))).toBe("react + react-dom");
    expect(groupOf(pnpm("react-router"))).toBe("router");
    expect(groupOf(pnpm("@tanstack/router-core"))).toBe("router");
    expect(groupOf(pnpm("react-i18next"))).toBe("i18next");
    expect(groupOf(pnpm("valibot"))).toBe("other libraries");
    expect(groupOf("/r/packages/i18n/src/locales/en/wallet/app.json")).toBe("copy (locales)");
    expect(groupOf("/r/apps/wallet/src/routes/splash.tsx")).toBe("our code");
    expect(groupOf("\0rolldown/runtime.js")).toBe("bundler runtime");
  });

  it("counts a file it has no module list for as our code", () => {
    const total = breakdown("site", [{ path: "/assets/not-built.js", gzip: 100 }]);
    expect(total["our code"]).toBe(100);
  });

  it("prints one markdown row per route", () => {
    const row = {
      app: "site",
      path: "/",
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcp: 800,
      lcp: 900,
      tbt: 10,
      cls: 0,
      jsGzip: 2048,
      jsFiles: 3,
    };
    expect(table([row], { runs: 3, chromium: "Chromium 156" })).toContain(
      "| site | `/` | 100 | 100 | 100 | 100 | 0.80 s | 0.90 s | 10 ms | 0.000 | 2.0 KiB (3 files) |",
    );
  });
});
