import { runInPaintSandbox } from "@repo/serve/first-paint-sandbox";
import { describe, expect, it } from "vitest";

import { paintFirst } from "./paint-first";

/** The head and hydration module React Router 7 writes into a prerendered page. */
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/shell-3.js"/><link rel="stylesheet" href="/assets/shell-4.css#"/></head><body><p>Hello</p><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/home-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("paintFirst", () => {
  it("takes the module preloads out of the HTML and keeps the stylesheet", () => {
    const html = paintFirst(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell-4.css#"/>');
    expect(html).toContain("<p>Hello</p>");
  });

  it("imports nothing before the first paint, then the same modules in the same order", async () => {
    const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      paintFirst(page),
    )![1]!;
    expect(module).not.toMatch(/^\s*import\s/m);
    const run = runInPaintSandbox(module);
    await run.paint("first-paint");
    expect(run.imported, "nothing is fetched before the first contentful paint").toEqual([]);
    await run.paint("first-contentful-paint");
    await run.done;
    expect(run.preloaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/shell-3.js",
    ]);
    expect(run.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-5.js",
      "/assets/home-6.js",
      "/assets/entry.client-2.js",
    ]);
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-5.js" },
      "routes/home": { href: "/assets/home-6.js" },
    });
  });

  it("fails the build when React Router's hydration module changes shape", () => {
    const changed = page.replace('import("/assets/entry.client-2.js");', "hydrate();");
    expect(() => paintFirst(changed)).toThrow(/unexpected line/);
  });
});
