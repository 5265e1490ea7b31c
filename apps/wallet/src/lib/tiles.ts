import type { CustomTypeOptions } from "i18next";
import type { icons } from "lucide-react";

type WalletCopy = CustomTypeOptions["resources"]["wallet"];

/** The dashboard's rows of tiles, top to bottom. */
export const tileRows = ["actions", "services"] as const;
export type TileRow = (typeof tileRows)[number];

/**
 * A screen's tile on the dashboard, declared beside its route:
 * `export const tile = { row: "services", order: 20, icon: "Receipt", copy: "bills" } satisfies Tile;`
 * The build reads it there (scripts/dashboard-tiles.ts) for the dashboard's own chunk, so that it
 * weighs on no other screen's first load, where a route's options are.
 */
export type Tile = {
  row: TileRow;
  /** Its place in the row: smaller first. */
  order: number;
  /** A lucide-react icon's name. */
  icon: keyof typeof icons;
  /** The copy whose `tile` key labels it (`<screen>.json`, in every wallet language). */
  copy: {
    [S in keyof WalletCopy]: WalletCopy[S] extends { tile: string } ? S : never;
  }[keyof WalletCopy];
  /** Only in the connected build (a screen of the server's). */
  connected?: true;
};

/** A tile and the path it opens. */
export type PlacedTile = Tile & { to: string };

/**
 * The dashboard's tiles, row by row, each row in its order (then by path), less those of the
 * connected build's only when the build is not connected.
 */
export function placeTiles(
  tiles: readonly PlacedTile[],
  connected: boolean,
): Record<TileRow, PlacedTile[]> {
  const shown = tiles
    .filter((tile) => connected || !tile.connected)
    .sort((a, b) => a.order - b.order || a.to.localeCompare(b.to));
  return Object.fromEntries(
    tileRows.map((row) => [row, shown.filter((tile) => tile.row === row)]),
  ) as Record<TileRow, PlacedTile[]>;
}
