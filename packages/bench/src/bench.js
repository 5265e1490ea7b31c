// `pnpm bench`: builds both apps for the bench origins, serves them with `pnpm serve` (nginx,
// precompressed files, the real headers and CSP), runs Lighthouse (mobile defaults) on every route
// of both apps, and prints a markdown table of medians plus the JavaScript each load downloaded.
//   pnpm bench                      everything (build, 3 runs per route)
//   pnpm bench --no-build           reuse the builds in apps/*/dist (made for the bench origins)
//   pnpm bench --runs=1 / /pricing  fewer runs, chosen routes only
//   pnpm bench --connected          the wallet built for the API (build:connected), its account
//                                   screens signed in to a new account (sign-in.js)
// Env: BENCH_SITE_URL (http://127.0.0.1:4275), BENCH_WALLET_URL (http://127.0.0.1:4276),
// CHROME_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { breakdown, distFolders, packageGroups, scriptBytes } from "./bytes.js";
import {
  LOCAL_SAMPLE_ENTRY,
  siteRoutes,
  WALLET_ENTRY_ROUTE,
  walletRoutesOf,
  walletVisitor,
} from "./routes.js";
import { readyVisitor } from "./sign-in.js";
import { median, table } from "./table.js";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const build = !args.includes("--no-build");
const only = args.filter((arg) => arg.startsWith("/"));
const connected = args.includes("--connected");
const origins = {
  site: process.env.BENCH_SITE_URL ?? "http://127.0.0.1:4275",
  wallet: process.env.BENCH_WALLET_URL ?? "http://127.0.0.1:4276",
};
/** Where each app of the table is served: the connected wallet on the wallet's origin. */
const originOf = { ...origins, connected: origins.wallet };
const env = { ...process.env, VITE_SITE_URL: origins.site, VITE_WALLET_URL: origins.wallet };

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

if (build) {
  console.error(`building both apps for ${origins.site} and ${origins.wallet} ...`);
  const result = spawnSync("pnpm", ["build"], { cwd: repoRoot, env, stdio: "ignore" });
  if (result.status !== 0) throw new Error("pnpm build failed: run it alone to see why");
  if (connected) {
    const wallet = spawnSync("pnpm", ["--filter", "wallet", "build:connected"], {
      cwd: repoRoot,
      env,
      stdio: "ignore",
    });
    if (wallet.status !== 0) throw new Error("the connected wallet's build failed");
  }
}

const up = (origin) =>
  fetch(`${origin}/robots.txt`).then(
    (response) => response.status < 500,
    () => false,
  );
for (const origin of Object.values(origins)) {
  if (await up(origin)) throw new Error(`${origin} is already taken: stop what serves it first`);
}
const server = spawn("node", ["packages/serve/src/serve.js"], {
  cwd: repoRoot,
  // Every measured load of an account screen signs a new account in from this one address: three
  // runs of every route ask for more codes in an hour than the 30 a real network may.
  env: connected ? { ...env, WALLET_DIST: "dist-connected", OTP_PER_CLIENT_PER_HOUR: "1000" } : env,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
for (let i = 0; i < 100 && !((await up(origins.site)) && (await up(origins.wallet))); i++) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!((await up(origins.site)) && (await up(origins.wallet)))) {
  throw new Error(`pnpm serve did not answer on ${origins.site} and ${origins.wallet}`);
}
// The connected wallet signs in through the API: every API process answers first.
const apiReady = () =>
  fetch(`${origins.wallet}/api/ready`).then(
    (response) => response.ok,
    () => false,
  );
for (let i = 0; connected && i < 600 && !(await apiReady()); i++) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stop);
server.on("exit", (status) => {
  // The server process's exit status (a number), nothing of a request or an account.
  console.error(`pnpm serve stopped (exit status ${status}) before the bench ended`);
  process.exit(1);
});
process.on("SIGINT", () => process.exit(130));

const targets = (
  connected
    ? walletRoutesOf(true).map((path) => ({ app: "connected", path }))
    : [
        ...siteRoutes.map((path) => ({ app: "site", path })),
        ...walletRoutesOf(false).map((path) => ({ app: "wallet", path })),
      ]
).filter((target) => only.length === 0 || only.includes(target.path));

/**
 * One Lighthouse run in a fresh Chromium (empty cache, no service worker); `visitor` (of
 * `walletVisitor`) other than `guest` and `signed-out` is made first (a new account signed in, a
 * business signed up: sign-in.js), and Lighthouse keeps its storage (the cache emptied all the
 * same). A receipt's address (`WALLET_ENTRY_ROUTE`) names the visitor's own entry.
 */
async function lighthouseRun(origin, path, visitor) {
  const kept = visitor !== "guest" && visitor !== "signed-out";
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    const receipt = path === WALLET_ENTRY_ROUTE;
    const ready = kept
      ? await readyVisitor(chrome.port, origin, visitor, { connected, entry: receipt })
      : {};
    const url = `${origin}${receipt ? (ready.entry ?? LOCAL_SAMPLE_ENTRY) : path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "silent",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      disableStorageReset: kept,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * The element Lighthouse names as the largest contentful paint, and the phases of that paint in
 * the trace it recorded (unthrottled, so they show the order of events, not the simulated times):
 * time to first byte, then (for an image) load delay and duration, then render delay; beside them
 * the trace's first contentful paint, to tell an LCP at first paint from one the scripts drew.
 */
function lcpOf(lhr) {
  const parts = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = parts.find((part) => part.type === "node");
  const phases = parts.find((part) => part.type === "table")?.items ?? [];
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  return {
    element: node ? `${node.selector} "${node.nodeLabel}"` : "none named",
    phases: Object.fromEntries(phases.map((phase) => [phase.subpart, Math.round(phase.duration)])),
    traceFcp: Math.round(observed.observedFirstContentfulPaint ?? NaN),
    traceLcp: Math.round(observed.observedLargestContentfulPaint ?? NaN),
  };
}

/**
 * Where the main thread's time went (Lighthouse's simulated, 4x-slowed figures): each long task
 * (start, duration, the script it is put down to), each script's evaluation, parse and total, and
 * the work by kind (script evaluation, style and layout, rendering, ...). Total blocking time is
 * the part of each long task past 50 ms, after the first contentful paint.
 */
function mainThreadOf(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const short = (url) => (typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "") : url);
  return {
    longTasks: items("long-tasks").map((task) => ({
      url: short(task.url),
      start: Math.round(task.startTime),
      duration: Math.round(task.duration),
    })),
    bootup: items("bootup-time").map((script) => ({
      url: short(script.url),
      total: Math.round(script.total),
      scripting: Math.round(script.scripting),
      parse: Math.round(script.scriptParseCompile),
    })),
    work: Object.fromEntries(
      items("mainthread-work-breakdown").map((group) => [group.group, Math.round(group.duration)]),
    ),
  };
}

const rows = [];
const details = [];
for (const { app, path } of targets) {
  const url = `${originOf[app]}${path}`;
  const visitor = app === "site" ? "guest" : walletVisitor(path, app === "connected");
  const measure = () => lighthouseRun(originOf[app], path, visitor);
  const samples = [];
  for (let run = 0; run < runs; run++) {
    // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): that run is redone.
    let lhr = await measure();
    for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await measure();
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const scripts = requests
      .filter(
        (request) => request.resourceType === "Script" && request.url.startsWith(originOf[app]),
      )
      .map((request) => new URL(request.url).pathname);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? NaN,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      lcpElement: lcpOf(lhr),
      mainThread: mainThreadOf(lhr),
      scripts,
    });
  }
  // Bytes are the same on every run when the same files load; the median run's list is kept.
  const byBytes = samples
    .map((sample) => ({ sample, bytes: scriptBytes(distFolders[app], sample.scripts).gzip }))
    .sort((a, b) => a.bytes - b.bytes);
  const kept = byBytes[Math.floor(byBytes.length / 2)];
  const files = scriptBytes(distFolders[app], kept.sample.scripts);
  const row = {
    app,
    path,
    performance: median(samples.map((s) => s.performance)),
    accessibility: median(samples.map((s) => s.accessibility)),
    bestPractices: median(samples.map((s) => s.bestPractices)),
    seo: median(samples.map((s) => s.seo)),
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    jsGzip: files.gzip,
    jsFiles: files.files.length,
  };
  rows.push(row);
  const lcpElements = samples.map((sample) => sample.lcpElement);
  details.push({
    ...row,
    lcpElements,
    mainThread: samples.map((sample) => ({ tbt: Math.round(sample.tbt), ...sample.mainThread })),
    files: files.files,
    packages: breakdown(app, files.files),
  });
  console.error(
    `${app} ${path}: perf ${row.performance}, LCP ${(row.lcp / 1000).toFixed(2)} s, JS ${(row.jsGzip / 1024).toFixed(1)} KiB`,
  );
  for (const { element, phases, traceFcp, traceLcp } of lcpElements) {
    console.error(
      `  LCP element ${element}; trace FCP ${traceFcp} ms, LCP ${traceLcp} ms; phases ${JSON.stringify(phases)}`,
    );
  }
  for (const { tbt, mainThread } of samples) {
    const tasks = mainThread.longTasks.map(
      (task) => `${task.duration} ms at ${task.start} (${task.url})`,
    );
    console.error(`  TBT ${Math.round(tbt)} ms; long tasks: ${tasks.join(", ") || "none"}`);
  }
}

const chromium = spawnSync(process.env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"], {
  encoding: "utf8",
}).stdout.trim();
console.log(table(rows, { runs, chromium }));
console.log("\nJavaScript downloaded per load, gzip KiB, by package:\n");
console.log(packageGroups(details));
writeFileSync(
  join(repoRoot, "packages/bench/results.json"),
  `${JSON.stringify({ chromium, runs, origins, rows: details }, null, 2)}\n`,
);
// The server alone is told to stop, and is waited for: it stops nginx and the API, which stops
// its PostgreSQL cluster and removes it (a signal to the whole group would cut that short and
// leave the cluster running).
server.removeAllListeners("exit");
const stopped = once(server, "exit");
process.kill(server.pid, "SIGTERM");
await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 30_000))]);
process.exit(0);
