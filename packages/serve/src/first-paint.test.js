import { describe, expect, it } from "vitest";

import { startScriptsAfterFirstPaint } from "./first-paint.js";
import { runInPaintSandbox } from "./first-paint-sandbox.js";

/** The head Vite 8 writes for the wallet (entry script, module preloads, stylesheet). */
const page = `<html><head>
    <title>SangamPay Wallet</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-2.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head><body><div id="root" data-prerendered=""><main><h1>Log in</h1></main></div></body></html>`;

/** @param {string} html */
const inlineModule = (html) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("startScriptsAfterFirstPaint", () => {
  it("leaves the stylesheet and the drawn screen, and no script or preload to fetch", () => {
    const html = startScriptsAfterFirstPaint(page);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    expect(html).toContain("<h1>Log in</h1>");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it("imports the entry only after the first contentful paint, its preloads first", async () => {
    const run = runInPaintSandbox(inlineModule(startScriptsAfterFirstPaint(page)));
    await run.paint("first-paint");
    expect(run.imported, "nothing is fetched before the first contentful paint").toEqual([]);
    expect(run.preloaded).toEqual([]);
    await run.paint("first-contentful-paint");
    await run.done;
    expect(run.preloaded).toEqual(["/assets/rolldown-runtime-2.js", "/assets/shell-3.js"]);
    expect(run.imported).toEqual(["/assets/index-1.js"]);
  });

  it("imports the entry at once when the page says it will not paint (atOnceIf)", async () => {
    const hidden = runInPaintSandbox(
      inlineModule(startScriptsAfterFirstPaint(page, { atOnceIf: "window.hidden" })),
      { hidden: true },
    );
    await hidden.done;
    expect(hidden.imported, "no paint was reported").toEqual(["/assets/index-1.js"]);
    const shown = runInPaintSandbox(
      inlineModule(startScriptsAfterFirstPaint(page, { atOnceIf: "window.hidden" })),
      { hidden: false },
    );
    await shown.paint("first-paint");
    expect(shown.imported, "a page that paints still waits for its paint").toEqual([]);
    await shown.paint("first-contentful-paint");
    await shown.done;
    expect(shown.imported).toEqual(["/assets/index-1.js"]);
  });

  it("fails the build when the page has no entry script of Vite's shape", () => {
    const changed = page.replace('<script type="module" crossorigin', '<script type="module"');
    expect(() => startScriptsAfterFirstPaint(changed)).toThrow(/one module entry script/);
  });
});
