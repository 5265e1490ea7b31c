// Issue 30's "no waterfall": which built scripts each screen needs, from Vite's manifest, so the
// screen's HTML can ask for all of them at once (`<link rel="modulepreload">`) instead of the
// browser finding them one import at a time (the dashboard's chain was five requests deep).

/** @typedef {{ file: string; name?: string; imports?: string[]; dynamicImports?: string[] }} Chunk */

const routeChunk = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;
import { readFileSync } from "node:fs";

/** The ledger's reader, which the wallet store opens on its first read (stores/wallet-store.ts). */
const ledgerReader = "src/data/open-ledger.ts";
/** The connected wallet's last known view, which the store reads before the server answers. */
const lastView = "src/data/last-view.ts";
const sources = new URL("../", import.meta.url);

/**
 * Whether a route's loader reads the ledger before its screen paints: its file calls
 * `loadLedger()` (stores/load-ledger.ts). Screens that only subscribe to the store (the business
 * screens read the business book) do not wait for the ledger, so their pages do not ask for it.
 * @param {string} key a route chunk's key in the manifest (`src/routes/....tsx?tsr-split=...`)
 */
const loaderReadsLedger = (key) =>
  /\bloadLedger\(\)/.test(readFileSync(new URL(key.replace(/\?.*$/, ""), sources), "utf8"));

/**
 * A chunk and everything it imports statically: what the browser fetches once it has the chunk.
 * @param {Record<string, Chunk>} manifest
 * @param {string[]} keys
 */
function withImports(manifest, keys) {
  const found = new Set();
  const visit = (/** @type {string} */ key) => {
    if (found.has(key) || key === "index.html") return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-preloads: ${key} is not in Vite's manifest`);
    found.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return found;
}

/** `profile/index` → `/profile`, `business/route` (a layout) → `/business`. */
const pathOf = (/** @type {string} */ file) =>
  `/${file.replace(/(^|\/)(index|route)$/, "")}`.replace(/(.)\/$/, "$1");

/**
 * Each screen (a receipt's by its pattern, `/transactions/$id`) and the files to preload for it:
 * its route chunk and its layouts' (business/route.tsx), with all they import, and, for a screen
 * that reads the ledger, the ledger's reader (and on the connected build the server's ledger).
 * The entry's own imports are left out: index.html preloads them already.
 * @param {Record<string, Chunk>} manifest
 * @param {{ connected: boolean }} build
 * @returns {Map<string, string[]>} path → files, relative to the build's root
 */
export function routePreloads(manifest, { connected }) {
  const entry = manifest["index.html"];
  if (!entry) throw new Error("route-preloads: no index.html in Vite's manifest");
  const inEntry = withImports(manifest, entry.imports ?? []);
  const routes = Object.keys(manifest).flatMap((key) => {
    const file = routeChunk.exec(key)?.[1];
    return file ? [{ key, file, path: pathOf(file) }] : [];
  });
  const layouts = routes.filter((route) => route.file.endsWith("/route"));
  const reader = manifest[ledgerReader];
  if (!reader) throw new Error(`route-preloads: no ${ledgerReader} in Vite's manifest`);
  // Connected, the reader opens the server's ledger and the store the last known view first.
  const readerKeys = [
    ledgerReader,
    ...(connected ? [...(reader.dynamicImports ?? []), lastView] : []),
  ];

  const preloads = new Map();
  for (const route of routes) {
    if (layouts.includes(route)) continue;
    const own = layouts.filter(
      (layout) => route.path.startsWith(`${layout.path}/`) || route.path === layout.path,
    );
    const keys = withImports(manifest, [...own.map((layout) => layout.key), route.key]);
    if ([...own, route].some(({ key }) => loaderReadsLedger(key)))
      withImports(manifest, readerKeys).forEach((key) => keys.add(key));
    const files = [...keys].filter((key) => !inEntry.has(key)).map((key) => manifest[key].file);
    preloads.set(route.path, files);
  }
  return preloads;
}
