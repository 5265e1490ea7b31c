// The ledger benchmark (a measurement, not a test): how long the dashboard takes to show the
// balance, and how much JavaScript heap it holds, with 10,000 and 100,000 entries stored.
// Run against the built wallet as a host serves it: `pnpm build`, `pnpm serve` (both at the
// repository root, with VITE_WALLET_URL set), then `pnpm --filter wallet bench:ledger`.
import { chromium } from "@playwright/test";

import { seed } from "./seed.mjs";

const base = process.env.E2E_WALLET_URL ?? process.env.VITE_WALLET_URL ?? "http://127.0.0.1:4174";
const sizes = [0, 10_000, 100_000];
const RUNS = 5;
/** One payment every 20 minutes, back from the newest: 100,000 entries span about 3.8 years. */
const SPACING_MS = 20 * 60 * 1000;

/** Records when the balance first shows, from the navigation's start (performance.now()). */
function watchBalance() {
  const observer = new MutationObserver(() => {
    const balance = document.querySelector('[aria-labelledby="balance-title"] dd');
    if (balance?.textContent) {
      window.__balanceShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const results = [];
for (const count of sizes) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(watchBalance);
  const setup = await context.newPage();
  await setup.goto(`${base}/dashboard`);
  await setup.waitForFunction(() => window.__balanceShownAt);
  await setup.evaluate(seed, { count, spacing: SPACING_MS });
  await setup.close();

  const times = [];
  const heaps = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/dashboard`);
    await page.waitForFunction(() => window.__balanceShownAt, undefined, { timeout: 120_000 });
    times.push(await page.evaluate(() => window.__balanceShownAt));
    await page.waitForLoadState("networkidle");
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    heaps.push(usedSize);
    await page.close();
  }
  await context.close();
  const entries = count === 0 ? "sample data only (8)" : count.toLocaleString("en-IN");
  results.push({
    entries,
    "balance shown (ms, median)": Math.round(median(times)),
    "runs (ms)": times.map(Math.round).join(", "),
    "JS heap after GC (MB, median)": (median(heaps) / 1_000_000).toFixed(1),
  });
  console.log(results.at(-1));
}
await browser.close();
console.table(results);
