/** The build-time settings the wallet reads itself (`VITE_SITE_URL` and `VITE_WALLET_URL`: @repo/ui/lib/app-url). */
interface ImportMetaEnv {
  /** Where the API is, as a path on the wallet's own origin (`/api`); unset or empty: the local build. */
  readonly VITE_API_URL?: string;
  /** Written by the build (vite.config.ts): whether `VITE_API_URL` names a server. Unit tests leave it unset (the local wallet). */
  readonly VITE_CONNECTED: boolean;
}
