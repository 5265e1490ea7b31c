/**
 * The wallet's server, when the build names one: `VITE_API_URL` (`/api`, on the wallet's own
 * origin behind nginx or the dev server's proxy), trimmed by vite.config.ts. Empty: the local
 * simulation, which keeps everything in this browser and talks to nobody. The build knows which
 * it is, so the local build carries none of the connected wallet's code.
 */
export const apiBase = import.meta.env.VITE_API_URL ?? "";

/**
 * Whether this build is the connected wallet (accounts and money on the server): a literal the
 * build writes (vite.config.ts), so that the local build drops every connected branch.
 */
export const connected: boolean = import.meta.env.VITE_CONNECTED;
