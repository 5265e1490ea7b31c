#!/usr/bin/env node
// `pnpm test` (and `pnpm test:e2e`): the suite's stages in order, each one's wall time printed as
// it ends and all of them in a table at the end. A failing stage does not stop the ones after it
// (only those that need it, e.g. the end-to-end tests need the build), so one app's failures never
// hide the other's; the exit code is non-zero if any stage failed or was skipped for a failure.
//
//   node scripts/test-stages.mjs                 every stage
//   node scripts/test-stages.mjs e2e             the stages tagged e2e (what `pnpm test:e2e` runs)
//   node scripts/test-stages.mjs e2e-site lint   stages by name (a stage's `needs` join it)
//
// Plain JavaScript, Node only: it runs before anything is built.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

// The end-to-end tests run on loopback ports the apps are built for (4173/4174 unless set).
const e2eSite = process.env.E2E_SITE_URL || "http://127.0.0.1:4173";
const e2eWallet = process.env.E2E_WALLET_URL || "http://127.0.0.1:4174";
const e2eEnv = {
  E2E_SITE_URL: e2eSite,
  E2E_WALLET_URL: e2eWallet,
  VITE_SITE_URL: e2eSite,
  VITE_WALLET_URL: e2eWallet,
};

// The connected wallet's end-to-end tests run on origins of their own (4175/4176 unless set).
const connectedSite = process.env.E2E_CONNECTED_SITE_URL || "http://127.0.0.1:4175";
const connectedWallet = process.env.E2E_CONNECTED_WALLET_URL || "http://127.0.0.1:4176";

/** An app's Playwright run against its build under nginx, or (`dev`) against both dev servers. */
const e2e = (app, dev = false) => ({
  name: `${dev ? "dev" : "e2e"}-${app}`,
  run: `pnpm --filter ${app} ${dev ? "e2e:dev" : "e2e"}`,
  env: e2eEnv,
  needs: dev ? [] : ["build"],
  tags: dev ? ["e2e", "dev"] : ["e2e"],
});

/**
 * The stages, in the order they run; a new stage is one line here. `tags` group stages for the
 * command line; `needs` names stages that must have passed first (asking for a stage brings them).
 * A stage with `vitestProject` runs that Vitest project itself (the API's tests start their own
 * PostgreSQL), and the `unit` stage runs every other project of the root Vitest config: a new
 * workspace's unit tests join it without a change here.
 */
export const stages = [
  { name: "lint", run: "pnpm lint", tags: ["static"] },
  { name: "typecheck", run: "pnpm typecheck", tags: ["static"] },
  { name: "unit", run: "pnpm test:unit", tags: ["unit"] },
  { name: "server", run: "pnpm --filter api test", vitestProject: "api", tags: ["server"] },
  // Three builds: the site with its forms posting to the API behind nginx's /api/ (leads.spec.ts);
  // the wallet's local simulation (no VITE_API_URL: the spec's wallet, whose suite is e2e-wallet);
  // and the connected wallet (VITE_API_URL=/api, in dist-connected, for e2e-connected).
  {
    name: "build",
    run: [
      "VITE_API_URL=/api pnpm exec turbo run build --filter=site",
      "VITE_API_URL= pnpm exec turbo run build --filter=wallet",
      `VITE_SITE_URL=${connectedSite} VITE_WALLET_URL=${connectedWallet} pnpm --filter wallet build:connected`,
    ].join(" && "),
    env: e2eEnv,
    tags: ["e2e"],
  },
  e2e("wallet"),
  // Two people's phones on the connected wallet, its own nginx, API and PostgreSQL.
  {
    name: "e2e-connected",
    run: "pnpm --filter wallet e2e:connected",
    env: {
      ...e2eEnv,
      E2E_CONNECTED_SITE_URL: connectedSite,
      E2E_CONNECTED_WALLET_URL: connectedWallet,
    },
    needs: ["build"],
    tags: ["e2e"],
  },
  e2e("site"),
  e2e("wallet", true),
  e2e("site", true),
].map((stage, _, all) => (stage.name === "unit" ? withoutOwnProjects(stage, all) : stage));

/** The unit stage's Vitest run, less the projects that other stages run on their own. */
export function withoutOwnProjects(unit, all) {
  const own = all.flatMap((s) => (s.vitestProject ? [s.vitestProject] : []));
  return { ...unit, run: [unit.run, ...own.map((name) => `--project '!${name}'`)].join(" ") };
}

/** The stages the arguments ask for (names or tags), with what they need, in the table's order. */
export function selectStages(args, all = stages) {
  if (args.length === 0) return all;
  const wanted = new Set();
  const add = (name) => {
    if (wanted.has(name)) return;
    const stage = all.find((s) => s.name === name);
    wanted.add(name);
    for (const need of stage?.needs ?? []) add(need);
  };
  for (const arg of args) {
    const matches = all.filter((s) => s.name === arg || s.tags?.includes(arg));
    if (matches.length === 0) {
      throw new Error(
        `No stage or tag "${arg}". Stages: ${all.map((s) => s.name).join(", ")}; tags: ${[
          ...new Set(all.flatMap((s) => s.tags ?? [])),
        ].join(", ")}.`,
      );
    }
    for (const stage of matches) add(stage.name);
  }
  return all.filter((s) => wanted.has(s.name));
}

// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;]*[A-Za-z]/g;

/**
 * What a stage's output says it counted: Vitest's "Tests  627 passed (627)" line, or Playwright's
 * closing "  272 passed (9.1m)", "  1 flaky", "  2 failed" lines.
 */
export function countsFrom(output) {
  const text = output.replace(ansi, "");
  const vitest = [...text.matchAll(/^\s*Tests\s+(.+?)\s*(?:\(\d+\))?\s*$/gm)].at(-1);
  if (vitest) return vitest[1].replace(/\s*\|\s*/g, ", ");
  const counts = [
    ...text.matchAll(/^\s{2}(\d+) (passed|failed|flaky|skipped|interrupted|did not run)\b/gm),
  ];
  return counts.map(([, n, what]) => `${n} ${what}`).join(", ");
}

/**
 * Whether a line of a stage's output names a failed test: Vitest's "FAIL  file > test" and
 * "× test" lines, Playwright's "✘ [chromium] › spec › test" and its closing list of failed or
 * flaky tests ("    [chromium] › spec:12:3 › test"). Kept apart from the output's tail, so the
 * closing summary (the part of a CI log that is always shown) names them.
 */
export function isFailureLine(line) {
  const text = line.replace(ansi, "");
  return /^\s*(?:FAIL\s+\S|[×✗✘]\s)/.test(text) || /^\s{4}\[[\w-]+\] › /.test(text);
}

/** At most this many failure lines per stage in the summary. */
const failureLinesKept = 20;

export function formatDuration(ms) {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** The stage running now, so an interrupt can stop its whole process group. */
let running = null;

/** Runs one stage's command, streaming its output; resolves with its exit code and output. */
function runStage(stage, write) {
  return new Promise((resolve) => {
    const child = spawn(stage.run, {
      cwd: repoRoot,
      shell: true,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        ...stage.env,
        ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
      },
    });
    running = child;
    let output = "";
    let partial = "";
    const failures = new Set();
    const take = (chunk) => {
      write(chunk);
      // The closing lines carry the counts; no need to keep a whole e2e run's output.
      output = (output + chunk.toString()).slice(-20_000);
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        if (failures.size < failureLinesKept && isFailureLine(line)) {
          failures.add(line.replace(ansi, "").trim());
        }
      }
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code, signal) => {
      running = null;
      resolve({ code: code ?? (signal ? 1 : 0), output, failures: [...failures] });
    });
  });
}

/**
 * Runs `chosen` in order. A stage whose `needs` did not pass is skipped; every other stage runs,
 * whatever failed before it. Resolves with each stage's result, time (ms) and test counts.
 */
export async function runStages(chosen, write = (chunk) => process.stdout.write(chunk)) {
  const results = [];
  for (const stage of chosen) {
    const failedNeed = (stage.needs ?? []).find((need) =>
      results.some((r) => r.name === need && r.result !== "passed"),
    );
    if (failedNeed) {
      write(`\n■ ${stage.name}: skipped (${failedNeed} did not pass)\n`);
      results.push({ name: stage.name, result: "skipped", ms: 0, counts: "" });
      continue;
    }
    write(`\n▶ ${stage.name}: ${stage.run}\n`);
    const begin = Date.now();
    const { code, output, failures } = await runStage(stage, write);
    const ms = Date.now() - begin;
    const result = code === 0 ? "passed" : "failed";
    write(`■ ${stage.name}: ${result} in ${formatDuration(ms)}\n`);
    results.push({
      name: stage.name,
      result,
      ms,
      counts: countsFrom(output),
      failures: result === "failed" ? failures : [],
    });
  }
  return results;
}

/** The closing table: each stage's result, time and counts, then the total. */
export function summaryTable(results, totalMs) {
  const rows = [
    ["stage", "result", "time", "tests"],
    ...results.map((r) => [r.name, r.result, r.ms ? formatDuration(r.ms) : "", r.counts]),
    ["total", passed(results) ? "passed" : "FAILED", formatDuration(totalMs), ""],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  const failed = results.filter((r) => r.failures?.length);
  const failures = failed.length
    ? `\nWhat failed:\n${failed
        .map((r) => r.failures.map((f) => `  ${r.name}: ${f}\n`).join(""))
        .join("")}`
    : "";
  return rows.map((row) => `  ${line(row)}\n`).join("") + failures;
}

export const passed = (results) => results.every((r) => r.result === "passed");

async function main(args) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      // The stage's own process group (its servers and browsers) stops with it.
      try {
        if (running?.pid) process.kill(-running.pid, signal);
      } catch {
        // Already gone.
      }
      process.exit(130);
    });
  }
  const chosen = selectStages(args);
  const started = Date.now();
  const results = await runStages(chosen);
  process.stdout.write(`\nStage times:\n${summaryTable(results, Date.now() - started)}`);
  return passed(results) ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
