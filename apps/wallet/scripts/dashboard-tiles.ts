import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { Plugin } from "vite";

import { type PlacedTile, placeTiles, tileRows } from "../src/lib/tiles.ts";

const routesDir = join(import.meta.dirname, "../src/routes/");
const englishDir = join(import.meta.dirname, "../../../packages/i18n/src/locales/en/wallet/");

const moduleId = "virtual:dashboard-tiles";
const resolvedId = `\0${moduleId}`;

/**
 * A route file's tile (`export const tile = { … } satisfies Tile;`) and the path it opens, or
 * null when it declares none. A declaration it cannot read fails the build: a tile is never
 * dropped without a word.
 */
export function tileOf(source: string): PlacedTile | null {
  if (!/\bexport const tile\b/.test(source)) return null;
  const literal = /\bexport const tile = (\{[^{}]*\}) satisfies Tile;/.exec(source)?.[1];
  const path = /\bcreateFileRoute\("([^"]+)"\)/.exec(source)?.[1];
  if (!literal || !path) {
    throw new Error(
      'A route\'s tile is written `export const tile = { … } satisfies Tile;` beside its createFileRoute("…")',
    );
  }
  // The object's keys quoted and a trailing comma dropped: JSON (Prettier writes "…" strings).
  const tile = JSON.parse(
    literal.replaceAll(/([{,]\s*)(\w+):/g, '$1"$2":').replace(/,(\s*)\}$/, "$1}"),
  ) as Omit<PlacedTile, "to">;
  if (!tileRows.includes(tile.row) || typeof tile.order !== "number" || !tile.icon || !tile.copy) {
    throw new Error(`The tile of ${path} needs a row, an order, an icon and a copy`);
  }
  return { ...tile, to: path.length > 1 ? path.replace(/\/$/, "") : path };
}

/**
 * The module's source: the build's tiles row by row (their paths, copy and icons, from
 * lucide-react) and their English labels (`tile` in each copy). English loads screen by screen,
 * so the dashboard carries its tiles' English words; the other languages arrive whole, tile labels
 * included.
 */
export function tilesModule(
  routeSources: readonly string[],
  english: (copy: string) => unknown,
  connected: boolean,
): string {
  const rows = placeTiles(
    routeSources.flatMap((source) => tileOf(source) ?? []),
    connected,
  );
  const shown = tileRows.flatMap((row) => rows[row]);
  const labels = Object.fromEntries(
    shown.map(({ copy }) => {
      const label = (english(copy) as { tile?: unknown }).tile;
      if (typeof label !== "string") throw new Error(`The ${copy} copy has no tile label`);
      return [copy, label];
    }),
  );
  const icons = [...new Set(shown.map((tile) => tile.icon))].sort();
  const entries = (row: (typeof tileRows)[number]) =>
    rows[row].map(({ to, copy, icon }) => `{to:${JSON.stringify(to)},copy:"${copy}",icon:${icon}}`);
  return [
    `import { ${icons.join(", ")} } from "lucide-react";`,
    `export const tiles = {${tileRows.map((row) => `${row}:[${entries(row).join(",")}]`).join(",")}};`,
    `export const tileLabels = ${JSON.stringify(labels)};`,
  ].join("\n");
}

const routeFiles = () =>
  readdirSync(routesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
    .map((file) => join(routesDir, file));

/**
 * `virtual:dashboard-tiles`: the dashboard's tiles, collected at build time from the tiles the
 * route files declare, so that neither their data nor their icons weigh on any other screen. A
 * new screen's tile is in it without an edit to the dashboard. `connected`: the build is the
 * connected wallet's (its own screens' tiles too).
 */
export function dashboardTiles({ connected = false } = {}): Plugin {
  return {
    name: "dashboard-tiles",
    resolveId: (source) => (source === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return;
      const routes = routeFiles();
      for (const file of routes) this.addWatchFile(file);
      const english = (copy: string) => {
        const file = join(englishDir, `${copy}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, "utf8")) as unknown;
      };
      return tilesModule(
        routes.map((file) => readFileSync(file, "utf8")),
        english,
        connected,
      );
    },
    // Dev mode: a route or an English copy changed, or a route file was added.
    hotUpdate({ file, modules }) {
      if (!file.startsWith(routesDir) && !file.startsWith(englishDir)) return;
      const module = this.environment.moduleGraph.getModuleById(resolvedId);
      return module ? [...modules, module] : undefined;
    },
  };
}
