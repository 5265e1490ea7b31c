import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";

import { expect, type Page, type Response, test } from "@playwright/test";

export const KiB = 1024;

type ManifestChunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] };

/**
 * One production build as a browser meets it through nginx: each file's gzip size (the build's
 * .gz copy, gzip -9, or the file gzipped the same way) and, for a Vite build that writes one, its
 * manifest. `root` is the build's folder (with a trailing slash); files are named relative to it,
 * with or without a leading slash.
 */
function builtFiles(root: string) {
  const path = (file: string) => `${root}${file.replace(/^\//, "")}`;
  const manifestFile = `${root}.vite/manifest.json`;
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>)
    : {};
  return {
    manifest,
    /** Built file → the source it came from (a route's chunk, a screen's English copy). */
    sourceOf: new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key])),
    gzipSize: (file: string) =>
      existsSync(`${path(file)}.gz`)
        ? statSync(`${path(file)}.gz`).size
        : gzipSync(readFileSync(path(file)), { level: 9 }).length,
  };
}

/**
 * Loads a path and lists the files of the app's own origin (the test's `baseURL`, not a framed
 * app's) it fetched until `ready` holds and the network is idle, without the leading slash, each
 * as often as it was fetched: scripts only, or (`kinds`) other files too.
 */
export async function filesFetched(
  page: Page,
  path: string,
  ready: () => Promise<void>,
  kinds: RegExp = /\.js$/,
): Promise<string[]> {
  const origin = new URL(path, test.info().project.use.baseURL).origin;
  const files: string[] = [];
  const note = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === origin && kinds.test(url.pathname)) files.push(url.pathname.slice(1));
  };
  page.on("response", note);
  try {
    await page.goto(path);
    await ready();
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", note);
  }
  return files;
}

/**
 * One build's budgets: `figuresKiB` holds each screen's own budget (the measured size plus about
 * 1 KiB), keyed by path; a screen without one (a new screen) is held to the ceiling, the largest
 * figure, and its test's notes say so. `expectWithin(path, files)` asserts the gzip bytes of the
 * files a visit fetched (each once) are within that path's budget (`soft`: the test goes on to
 * measure the next screen) and notes the figure.
 */
export function budgetsOf(root: string, figuresKiB: Record<string, number>) {
  const built = builtFiles(root);
  const ceilingKiB = Math.max(...Object.values(figuresKiB));
  const budgetOf = (path: string) => {
    const own = figuresKiB[path];
    if (own !== undefined) return own;
    test.info().annotations.push({
      type: "budget",
      description: `${path} has no budget of its own yet: held to the ceiling, ${ceilingKiB} KiB`,
    });
    return ceilingKiB;
  };
  const expectWithin = (
    path: string,
    files: readonly string[],
    { label = path, soft = false, budgetKiB = budgetOf(path) } = {},
  ) => {
    const unique = [...new Set(files)];
    const bytes = unique.reduce((sum, file) => sum + built.gzipSize(file), 0);
    const measured = `${(bytes / KiB).toFixed(2)} KiB`;
    test.info().annotations.push({
      type: "gzip downloaded",
      description: `${label}: ${measured} in ${unique.length} files`,
    });
    console.log(`budget ${label}: ${measured} gzip (budget ${budgetKiB} KiB)`);
    (soft ? expect.soft : expect)(bytes, `${label}: gzip bytes downloaded`).toBeLessThanOrEqual(
      budgetKiB * KiB,
    );
  };
  return { ...built, expectWithin };
}
