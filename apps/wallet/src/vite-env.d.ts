/** The build-time settings the wallet reads itself (`VITE_SITE_URL` and `VITE_WALLET_URL`: @repo/ui/lib/app-url). */
interface ImportMetaEnv {
  /** Where the API is, as a path on the wallet's own origin (`/api`); unset or empty: the local build. */
  readonly VITE_API_URL?: string;
  /** Written by the build (vite.config.ts): whether `VITE_API_URL` names a server. Unit tests leave it unset (the local wallet). */
  readonly VITE_CONNECTED: boolean;
}

/** The dashboard's tiles, collected from the route files by the build (scripts/dashboard-tiles.ts). */
declare module "virtual:dashboard-tiles" {
  import type { LucideIcon } from "lucide-react";

  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- `import type` cannot name a relative module inside `declare module` (TS2439)
  type Tile = import("./lib/tiles").Tile;

  /** Each row's tiles, in order: the path each opens, its copy (`tile`: its label) and its icon. */
  export const tiles: Record<Tile["row"], { to: string; copy: Tile["copy"]; icon: LucideIcon }[]>;
  /** The English tile label of each tile's copy. */
  export const tileLabels: Record<Tile["copy"], string>;
}
