/** The build-time settings the site reads itself (`VITE_SITE_URL` and `VITE_WALLET_URL`: @repo/ui/lib/app-url). */
interface ImportMetaEnv {
  /** Where the API is, as a path on the site's own origin (`/api`); unset: the local build. */
  readonly VITE_API_URL?: string;
}

/** Written by the build (vite.config.ts): every path of the wallet's router (scripts/wallet-routes.ts). */
declare const __WALLET_ROUTES__: readonly string[];
