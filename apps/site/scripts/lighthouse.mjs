// Lighthouse (mobile preset) against the production build, each page several times, medians out.
// Not part of `pnpm test` (slow and noisy on a shared machine). Build first, then:
//   pnpm --filter site build && pnpm --filter site lighthouse [/ /features ...]
// Env: LH_RUNS (default 3), CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const LIGHTHOUSE = "lighthouse@12.8.2"; // the last major that runs on Node 20
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

const siteDir = fileURLToPath(new URL("..", import.meta.url));
const clientDir = join(siteDir, "dist/client");
const runs = Number(process.env.LH_RUNS ?? 3);
const requested = process.argv.slice(2);
const paths = (requested.length > 0 ? requested : ["/", "/features", "/pricing", "/faq"]).filter(
  (path) => {
    const built = existsSync(join(clientDir, path, "index.html"));
    if (!built) console.warn(`skipping ${path}: not in this build`);
    return built;
  },
);

// Serve the build where it was built for (canonical URLs, cross-links), as `vite preview`.
const canonical = /rel="canonical" href="([^"]+)"/.exec(
  readFileSync(join(clientDir, "index.html"), "utf8"),
)?.[1];
const origin = new URL(canonical ?? "http://127.0.0.1:4173/").origin;
const up = async () =>
  fetch(origin).then(
    (r) => r.ok,
    () => false,
  );
let server;
if (!(await up())) {
  const { hostname, port } = new URL(origin);
  server = spawn(
    "pnpm",
    ["exec", "vite", "preview", "--host", hostname, "--port", port, "--strictPort"],
    { cwd: siteDir, stdio: "ignore", detached: true },
  );
  for (let i = 0; i < 50 && !(await up()); i++) await new Promise((r) => setTimeout(r, 200));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
const results = [];
try {
  for (const path of paths) {
    const scores = [];
    for (let run = 1; run <= runs; run++) {
      const file = join(out, `run.json`);
      const lighthouse = spawnSync(
        "pnpm",
        [
          "--reporter=silent",
          "dlx",
          LIGHTHOUSE,
          `${origin}${path}`,
          "--quiet",
          "--output=json",
          `--output-path=${file}`,
          `--chrome-flags=${chromeFlags}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
          stdio: "inherit",
        },
      );
      if (lighthouse.status !== 0) throw new Error(`lighthouse failed on ${path}`);
      const report = JSON.parse(readFileSync(file, "utf8"));
      const score = Object.fromEntries(
        Object.keys(targets).map((id) => [id, Math.round(report.categories[id].score * 100)]),
      );
      score.cls = report.audits["cumulative-layout-shift"].numericValue;
      score.lcp = Math.round(report.audits["largest-contentful-paint"].numericValue);
      scores.push(score);
      console.log(`${path} run ${run}: ${JSON.stringify(score)}`);
    }
    const medians = Object.fromEntries(
      Object.keys(scores[0]).map((key) => [key, median(scores.map((s) => s[key]))]),
    );
    results.push({ path, ...medians });
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  if (server) process.kill(-server.pid);
}

console.log(`\nMedians of ${runs} runs (mobile):`);
console.table(results);
const misses = results.flatMap((r) =>
  Object.entries(targets)
    .filter(([id, target]) => r[id] < target)
    .map(([id, target]) => `${r.path} ${id} ${r[id]} < ${target}`),
);
const shifts = results.filter((r) => r.cls > 0).map((r) => `${r.path} layout shift ${r.cls}`);
for (const line of [...misses, ...shifts]) console.error(`Below target: ${line}`);
process.exit(misses.length + shifts.length > 0 ? 1 : 0);
