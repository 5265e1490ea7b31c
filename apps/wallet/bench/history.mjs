// The history benchmark (a measurement, not a test): /transactions with 10,000 entries stored.
// Reports how long the list takes to show, how long a search and a filter take from the input
// to the updated count on screen, and how many rows the list draws at a phone's height.
// Run against the built wallet as a host serves it: `pnpm build`, `pnpm serve` (both at the
// repository root, with VITE_WALLET_URL set), then `pnpm --filter wallet bench:history`.
import { chromium } from "@playwright/test";

import { seed } from "./seed.mjs";

const base = process.env.E2E_WALLET_URL ?? process.env.VITE_WALLET_URL ?? "http://127.0.0.1:4174";
const COUNT = 10_000;
const RUNS = 5;
/** One payment every 20 minutes, back from the newest: 10,000 entries span about 4.6 months. */
const SPACING_MS = 20 * 60 * 1000;
const VIEWPORT = { width: 390, height: 844 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The "N transactions" figure the screen shows. */
const shownCount = () =>
  [...document.querySelectorAll('[role="status"]')]
    .map((element) => /[\d,]+ transactions?/.exec(element.textContent ?? "")?.[0])
    .find(Boolean);

/** Rows the list has drawn: entries and day headings. */
const drawnRows = () => {
  const scroller = document.querySelector('[data-testid="history-scroller"]');
  return scroller ? scroller.querySelectorAll("[data-history-row], h2").length : 0;
};

/**
 * Changes a field in the page the way typing or choosing does (its value, then an input or
 * change event) and returns the ms from that moment until the shown count changes, measured in
 * the page, so the figure is the browser's alone.
 */
async function timeChange(page, selector, value) {
  const before = await page.evaluate(shownCount);
  await page.evaluate(
    ([target, next]) => {
      const field = document.querySelector(target);
      const prototype = Object.getPrototypeOf(field);
      Object.getOwnPropertyDescriptor(prototype, "value").set.call(field, next);
      window.__benchStart = performance.now();
      field.dispatchEvent(
        new Event(field.tagName === "SELECT" ? "change" : "input", { bubbles: true }),
      );
    },
    [selector, value],
  );
  await page.waitForFunction(
    (previous) => {
      const text = window.__shownCount();
      if (text && text !== previous) {
        window.__benchEnd ??= performance.now();
        return true;
      }
      return false;
    },
    before,
    { polling: "raf", timeout: 60_000 },
  );
  const ms = await page.evaluate(() => window.__benchEnd - window.__benchStart);
  await page.evaluate(() => {
    window.__benchEnd = undefined;
  });
  return ms;
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ viewport: VIEWPORT });
await context.addInitScript(`window.__shownCount = ${shownCount.toString()};`);
const setup = await context.newPage();
await setup.goto(`${base}/dashboard`);
await setup.getByRole("heading", { level: 1 }).waitFor();
await setup.evaluate(seed, { count: COUNT, spacing: SPACING_MS, varied: true });
await setup.close();

const loads = [];
const searches = [];
const filters = [];
let rows = 0;
let shown = "";
for (let run = 0; run < RUNS; run += 1) {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${base}/transactions`);
  await page.waitForFunction(() => document.querySelector("[data-history-row]"), undefined, {
    timeout: 120_000,
  });
  loads.push(Date.now() - started);
  rows = Math.max(rows, await page.evaluate(drawnRows));
  shown = await page.evaluate(shownCount);

  searches.push(await timeChange(page, 'input[type="search"]', "Payee 7"));
  await page.getByRole("searchbox", { name: "Search transactions" }).fill("");
  await page.waitForFunction((text) => window.__shownCount() === text, shown);

  await page.getByText("Filters").click();
  filters.push(await timeChange(page, "#history-type", "bill"));
  rows = Math.max(rows, await page.evaluate(drawnRows));
  await page.close();
}
await context.close();
await browser.close();

const result = {
  entries: COUNT.toLocaleString("en-IN"),
  "list shown (ms from navigation, median)": median(loads),
  "search 'Payee 7' to updated count (ms, median)": Math.round(median(searches)),
  "filter to Bills to updated count (ms, median)": Math.round(median(filters)),
  "rows drawn at most (390 x 844)": rows,
  "runs: list / search / filter (ms)": `${loads.join(", ")} / ${searches.map(Math.round).join(", ")} / ${filters.map(Math.round).join(", ")}`,
  "count shown": shown,
};
console.table(result);
