// What a load downloaded, in gzip bytes as nginx serves them (the build's .gz files), and which
// packages those bytes come from (each chunk's gzip size shared out by its modules' rendered
// sizes, from the .vite/bundle-stats.json the build writes: an estimate, gzip is not additive).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** Each app's deployable folder (`connected`: the wallet built for the API). */
export const distFolders = {
  site: join(repoRoot, "apps/site/dist/client"),
  wallet: join(repoRoot, "apps/wallet/dist"),
  connected: join(repoRoot, "apps/wallet/dist-connected"),
};

/** @param {string} file */
function gzipSize(file) {
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * @param {string} dist
 * @param {string[]} pathnames URL paths of the scripts a load fetched
 */
export function scriptBytes(dist, pathnames) {
  const files = [...new Set(pathnames)]
    .filter((path) => existsSync(join(dist, path)))
    .map((path) => ({ path, gzip: gzipSize(join(dist, path)) }));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** The package a module id belongs to, in the groups the table shows. */
export function groupOf(id) {
  if (id.startsWith("\0")) return "bundler runtime";
  const pkg = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  if (pkg) {
    if (["react", "react-dom", "scheduler"].includes(pkg)) return "react + react-dom";
    if (pkg === "react-router" || pkg.startsWith("@tanstack/")) return "router";
    if (pkg === "i18next" || pkg === "react-i18next") return "i18next";
    return "other libraries";
  }
  if (/\/locales\//.test(id)) return "copy (locales)";
  return "our code";
}

export const groups = [
  "react + react-dom",
  "router",
  "i18next",
  "other libraries",
  "our code",
  "copy (locales)",
  "bundler runtime",
];

/** @type {Record<string, Record<string, Record<string, number>>>} */
const statsCache = {};
function statsFor(app) {
  const file = join(distFolders[app], ".vite/bundle-stats.json");
  statsCache[app] ??= existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  return statsCache[app];
}

/**
 * @param {"site" | "wallet" | "connected"} app
 * @param {{ path: string, gzip: number }[]} files
 * @returns {Record<string, number>} gzip bytes per group
 */
export function breakdown(app, files) {
  const stats = statsFor(app);
  /** @type {Record<string, number>} */
  const total = Object.fromEntries(groups.map((group) => [group, 0]));
  for (const file of files) {
    const modules = stats[file.path.replace(/^\//, "")];
    const entries = Object.entries(modules ?? {});
    const raw = entries.reduce((sum, [, length]) => sum + length, 0);
    if (!modules || raw === 0) {
      total["our code"] += file.gzip;
      continue;
    }
    for (const [id, length] of entries) total[groupOf(id)] += (file.gzip * length) / raw;
  }
  return total;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Markdown: one row per route, one column per package group. */
export function packageGroups(details) {
  const header = `| app | route | total | ${groups.join(" | ")} |`;
  const rule = `|---|---|---:|${groups.map(() => "---:").join("|")}|`;
  const lines = details.map(
    (row) =>
      `| ${row.app} | \`${row.path}\` | ${kib(row.jsGzip)} | ${groups.map((g) => kib(row.packages[g])).join(" | ")} |`,
  );
  return [header, rule, ...lines].join("\n");
}
