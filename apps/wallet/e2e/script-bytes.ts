import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import type { Page, Response } from "@playwright/test";

type ManifestChunk = { file: string; src?: string; imports?: string[] };

/**
 * What a browser fetches of one wallet build (`dist/`, or `dist-connected/` for the connected
 * wallet), measured as nginx sends it: its manifest, each built file's gzip size, and the
 * scripts a screen loads. The budget specs of both builds measure through this.
 */
export function scriptBytes(build: "dist" | "dist-connected") {
  const dist = fileURLToPath(new URL(`../${build}/`, import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8")) as Record<
    string,
    ManifestChunk
  >;
  return {
    dist,
    manifest,
    /** Built file → the source it came from (route component or a screen's English copy). */
    sourceOf: new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key])),
    /** What nginx sends: the build's .gz copy (gzip -9), or the file gzipped the same way. */
    gzipSize: (file: string) =>
      existsSync(`${dist}${file}.gz`)
        ? statSync(`${dist}${file}.gz`).size
        : gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length,
    /** Loads a path and lists the JavaScript files (relative to the build) served for it. */
    scriptsFor: async (page: Page, path: string, ready: () => Promise<void>) => {
      const files = new Set<string>();
      const note = (response: Response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith(".js")) files.add(url.pathname.slice(1));
      };
      page.on("response", note);
      try {
        await page.goto(path);
        await ready();
        await page.waitForLoadState("networkidle");
      } finally {
        page.off("response", note);
      }
      return [...files];
    },
  };
}
