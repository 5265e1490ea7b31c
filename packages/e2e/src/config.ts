import { defineConfig, devices } from "@playwright/test";
import { fileURLToPath } from "node:url";

/** Where the built apps are served for end-to-end tests (`pnpm serve`: nginx on loopback). */
export const e2eUrls = {
  site: process.env.E2E_SITE_URL ?? "http://127.0.0.1:4173",
  wallet: process.env.E2E_WALLET_URL ?? "http://127.0.0.1:4174",
} as const;

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** Debian's Chromium, kept off the network: this machine only reaches the package registries. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * One Playwright setup for both apps. Both built apps are served by one nginx, with the headers a
 * deployment sends, because the site links to and frames the wallet. Run `pnpm build` with
 * VITE_SITE_URL / VITE_WALLET_URL set to e2eUrls first (the root `pnpm test` does).
 */
export function defineAppConfig(app: keyof typeof e2eUrls) {
  const ci = Boolean(process.env.CI);
  return defineConfig({
    testDir: "./e2e",
    fullyParallel: true,
    forbidOnly: ci,
    retries: ci ? 1 : 0,
    workers: 2,
    timeout: 30_000,
    reporter: [["list"]],
    use: {
      baseURL: e2eUrls[app],
      trace: "retain-on-failure",
      launchOptions: chromiumLaunchOptions,
    },
    projects: [
      {
        name: "chromium",
        use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
      },
    ],
    webServer: {
      command: "pnpm serve",
      cwd: repoRoot,
      env: { VITE_SITE_URL: e2eUrls.site, VITE_WALLET_URL: e2eUrls.wallet },
      url: e2eUrls.wallet,
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: "ignore",
      // nginx stops and its temporary folder is removed.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  });
}
