#!/usr/bin/env node
// `pnpm test` (and `pnpm test:e2e`): the suite's stages in order, each one's wall time printed as
// it ends and all of them in a table at the end. A failing stage does not stop the ones after it
// (only those that need it, e.g. the end-to-end tests need the build), so one app's failures never
// hide the other's; the exit code is non-zero if any stage failed or was skipped for a failure.
// The checks that need no build run in two lanes side by side (lint, typecheck then server,
// beside unit then build), each line of their output marked with its stage; the wallet's and the site's
// end-to-end stages then run one at a time, since each one alone keeps both cores busy; last, the
// connected wallet's end-to-end tests run beside the dev-mode checks.
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
 * Consecutive stages with a `lane` run side by side, one lane beside the other, each lane's stages
 * in turn (a `needs` may name an earlier stage of the same lane or any stage before the lanes).
 * A stage with `vitestProject` runs that Vitest project itself (the API's tests start their own
 * PostgreSQL), and the `unit` stage runs every other project of the root Vitest config: a new
 * workspace's unit tests join it without a change here.
 */
export const stages = [
  // Lint and typecheck share a lane: both run the site's route typegen first (turbo), which two
  // runs at once would write at the same time. The server's tests follow them there, which evens
  // the lanes (idle: lint + typecheck 3.5 min, unit + build 5 min; the server's 1 min on the
  // tests lane kept both cores busy for 3.5 min, then one for 2.5).
  { name: "lint", run: "pnpm lint", tags: ["static"], lane: "static" },
  { name: "typecheck", run: "pnpm typecheck", tags: ["static"], lane: "static" },
  {
    name: "server",
    run: "pnpm --filter api test",
    vitestProject: "api",
    tags: ["server"],
    lane: "static",
  },
  { name: "unit", run: "pnpm test:unit", tags: ["unit"], lane: "tests" },
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
    lane: "tests",
  },
  e2e("wallet"),
  e2e("site"),
  // The connected wallet's two phones wait on the server (its sandbox rails, live events) more
  // than they compute, and a dev-mode check drives one page with one worker: so the connected
  // tests run beside the dev-mode checks, on ports of their own (4175/4176 unless set).
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
    lane: "connected",
  },
  { ...e2e("wallet", true), lane: "dev" },
  { ...e2e("site", true), lane: "dev" },
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

/** The stages running now, so an interrupt can stop their whole process groups. */
const running = new Set();

/**
 * `write` for a stage that runs beside others: each whole line of its output, marked with the
 * stage's name (`flush` writes a last line left without its newline).
 */
export function lineMarker(name, write) {
  let partial = "";
  const mark = (line) => write(line ? `[${name}] ${line}\n` : "\n");
  const marked = (chunk) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) mark(line);
  };
  marked.flush = () => {
    if (partial) mark(partial);
    partial = "";
  };
  return marked;
}

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
    running.add(child);
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
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output, failures: [...failures] });
    });
  });
}

/** One stage, unless a stage it needs (in `before`) did not pass: its result, time and counts. */
async function runOne(stage, before, write) {
  const failedNeed = (stage.needs ?? []).find((need) =>
    before.some((r) => r.name === need && r.result !== "passed"),
  );
  // The results keep the stage's lane and needs: the summary groups them as they ran (`blocks`).
  const lane = {
    ...(stage.lane ? { lane: stage.lane } : {}),
    ...(stage.needs ? { needs: stage.needs } : {}),
  };
  if (failedNeed) {
    write(`\n■ ${stage.name}: skipped (${failedNeed} did not pass)\n`);
    return { name: stage.name, result: "skipped", ms: 0, counts: "", ...lane };
  }
  write(`\n▶ ${stage.name}: ${stage.run}\n`);
  const begin = Date.now();
  const { code, output, failures } = await runStage(stage, write);
  write.flush?.();
  const ms = Date.now() - begin;
  const result = code === 0 ? "passed" : "failed";
  write(`■ ${stage.name}: ${result} in ${formatDuration(ms)}\n`);
  return {
    name: stage.name,
    result,
    ms,
    counts: countsFrom(output),
    failures: result === "failed" ? failures : [],
    ...lane,
  };
}

/**
 * `chosen` (stages, or their results) cut into blocks: one stage alone, or consecutive stages
 * with lanes, run together.
 */
function blocks(chosen) {
  const cut = [];
  for (const stage of chosen) {
    const last = cut.at(-1);
    // A stage that needs one of another lane in the block (the connected e2e asked for alone
    // brings the build) waits for that block to end: it starts a block of its own.
    const waits = last?.some((s) => s.lane !== stage.lane && stage.needs?.includes(s.name));
    if (stage.lane && last?.[0].lane && !waits) last.push(stage);
    else cut.push([stage]);
  }
  return cut;
}

/**
 * Runs `chosen` in order (stages with lanes side by side, see `stages`). A stage whose `needs` did
 * not pass is skipped; every other stage runs, whatever failed before it. Resolves with each
 * stage's result, time (ms) and test counts, in `chosen`'s order.
 */
export async function runStages(chosen, write = (chunk) => process.stdout.write(chunk)) {
  const results = [];
  for (const block of blocks(chosen)) {
    const lanes = [...new Set(block.map((s) => s.lane))];
    if (lanes.length === 1) {
      for (const stage of block) results.push(await runOne(stage, results, write));
      continue;
    }
    const before = [...results];
    const done = await Promise.all(
      lanes.map(async (lane) => {
        const ran = [];
        for (const stage of block.filter((s) => s.lane === lane)) {
          ran.push(await runOne(stage, [...before, ...ran], lineMarker(stage.name, write)));
        }
        return ran;
      }),
    );
    const byName = new Map(done.flat().map((r) => [r.name, r]));
    results.push(...block.map((s) => byName.get(s.name)));
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
  // One line per group of lanes that ran side by side: "a then b, beside c then d: ...".
  const beside = blocks(results)
    .filter((block) => new Set(block.map((r) => r.lane)).size > 1)
    .map((block) => {
      const lanes = [...new Set(block.map((r) => r.lane))].map((lane) =>
        block
          .filter((r) => r.lane === lane)
          .map((r) => r.name)
          .join(" then "),
      );
      return `\n  ${lanes.join(", beside ")}: side by side, so their times overlap; the total is the wall time.\n`;
    })
    .join("");
  const failed = results.filter((r) => r.failures?.length);
  const failures = failed.length
    ? `\nWhat failed:\n${failed
        .map((r) => r.failures.map((f) => `  ${r.name}: ${f}\n`).join(""))
        .join("")}`
    : "";
  return rows.map((row) => `  ${line(row)}\n`).join("") + beside + failures;
}

export const passed = (results) => results.every((r) => r.result === "passed");

async function main(args) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      // The stage's own process group (its servers and browsers) stops with it.
      for (const child of running) {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // Already gone.
        }
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
