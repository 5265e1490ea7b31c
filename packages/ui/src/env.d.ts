/** The build-time origins `appUrl` reads (see the root README's deployment table). */
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_WALLET_URL?: string;
}
