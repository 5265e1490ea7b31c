import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig, devices } from "@playwright/test";

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
    // Each kind of run has its own output folder: Playwright empties it when a run starts, and the
    // suite runs the connected journeys beside the dev-mode checks of the same app.
    outputDir: "test-results/e2e",
    fullyParallel: true,
    forbidOnly: ci,
    retries: ci ? 1 : 0,
    workers: 2,
    // Ceilings, not speeds: every step waits for a condition, and on a shared 2-core machine under
    // load (other builds, a CPU hog) a long journey or a screen's first paint takes several times
    // what it takes idle. A test that hangs still fails, after these.
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [["list"]],
    use: {
      baseURL: e2eUrls[app],
      // A trace is recorded while the test runs (DOM snapshots at each step, a screencast): on
      // CI only on a failed test's retry, which is the trace worth reading. Recorded on every
      // test, it cost a fifth of the suite's time (26 wallet tests: 126 s, 104 s without).
      trace: ci ? "on-first-retry" : "retain-on-failure",
      launchOptions: chromiumLaunchOptions,
      // The wallet's service worker precaches every file of the build (about 220) a few seconds
      // after each first load: in a new browser context per test, that is the whole app fetched
      // and stored again beside every test. Only the specs about offline use need it, and they
      // allow it (`test.use({ serviceWorkers: "allow" })`).
      serviceWorkers: "block",
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
      // The API's database is a throwaway PostgreSQL cluster for each run.
      env: { VITE_SITE_URL: e2eUrls.site, VITE_WALLET_URL: e2eUrls.wallet, DATA_DIR: ":temp:" },
      // Ready when nginx serves the wallet and the API behind it has its database migrated.
      url: `${e2eUrls.wallet}/api/ready`,
      reuseExistingServer: !ci,
      // nginx, and the API on a new PostgreSQL cluster it migrates first, on a busy machine.
      timeout: 180_000,
      stdout: "ignore",
      // nginx stops and its temporary folder is removed.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  });
}

/**
 * Where the connected wallet (built with VITE_API_URL=/api into apps/wallet/dist-connected) is
 * served for its end-to-end tests, beside the local build's origins: its own nginx, API and
 * throwaway PostgreSQL cluster.
 */
export const connectedUrls = {
  site: process.env.E2E_CONNECTED_SITE_URL ?? "http://127.0.0.1:4175",
  wallet: process.env.E2E_CONNECTED_WALLET_URL ?? "http://127.0.0.1:4176",
} as const;

/**
 * The connected wallet's journeys (`e2e-connected/`): two people on two browser contexts, their
 * money on the server. Run `pnpm build` first, then the connected build (the root `pnpm test`
 * does both: see scripts/test-stages.mjs).
 */
export function defineConnectedConfig() {
  const base = defineAppConfig("wallet");
  return defineConfig({
    ...base,
    testDir: "./e2e-connected",
    outputDir: "test-results/e2e-connected",
    use: { ...base.use, baseURL: connectedUrls.wallet },
    webServer: {
      ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>),
      env: {
        VITE_SITE_URL: connectedUrls.site,
        VITE_WALLET_URL: connectedUrls.wallet,
        WALLET_DIST: "dist-connected",
        DATA_DIR: ":temp:",
        // The sandbox's rails settle in 3 s instead of minutes: a bank transfer's whole life in a test.
        SANDBOX_RAIL_SECONDS: "3",
        // Every phone of a test is a new device; the new-device day (₹5,000) has its API tests, and
        // here would stop a whole balance from moving.
        NEW_DEVICE_HOURS: "0",
        // Every phone signs in from 127.0.0.1: the suite asks for more than 30 codes an hour
        // (the per-address limit keeps its own API test).
        OTP_PER_CLIENT_PER_HOUR: "1000",
      },
      url: `${connectedUrls.wallet}/api/ready`,
    },
  });
}

/**
 * The dev servers each app's dev-mode check starts: the site's /demo frames the wallet, so the
 * site's needs both; the wallet's screens load nothing from the site, so a cold start of the site
 * (its dependency scan of every route) would be time spent for nothing.
 */
const devServers = {
  site: ["site", "wallet"],
  wallet: ["wallet"],
} as const satisfies Record<keyof typeof e2eUrls, readonly (keyof typeof e2eUrls)[]>;

/**
 * The app in dev mode (`react-router dev`, `vite`) on its e2e port, with the wallet beside the
 * site, each starting from an empty Vite cache as on a fresh clone: dev mode must be as free of
 * console errors as production.
 */
export function defineDevConfig(app: keyof typeof e2eUrls) {
  const ci = Boolean(process.env.CI);
  const port = (name: keyof typeof e2eUrls) => new URL(e2eUrls[name]).port;
  const devCommand = {
    site: `react-router dev --host 127.0.0.1 --strictPort --port ${port("site")}`,
    wallet: `vite --host 127.0.0.1 --strictPort --port ${port("wallet")}`,
  };
  return defineConfig({
    testDir: "./e2e-dev",
    outputDir: "test-results/e2e-dev",
    forbidOnly: ci,
    // One worker: the first visit is the one a fresh cache can break, so visits keep their order.
    workers: 1,
    // Each spec sets its own time from the number of pages it visits (devModeTimeout).
    expect: { timeout: 30_000 },
    reporter: [["list"]],
    use: { baseURL: e2eUrls[app], launchOptions: chromiumLaunchOptions },
    projects: [
      {
        name: "chromium",
        use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
      },
    ],
    webServer: devServers[app].map((name) => ({
      command: `rm -rf node_modules/.vite && pnpm exec ${devCommand[name]}`,
      cwd: join(repoRoot, "apps", name),
      env: { VITE_SITE_URL: e2eUrls.site, VITE_WALLET_URL: e2eUrls.wallet },
      url: e2eUrls[name],
      reuseExistingServer: false,
      // A cold start (an empty Vite cache) on a busy machine.
      timeout: 300_000,
      stdout: "ignore" as const,
    })),
  });
}

/**
 * The time a dev-mode spec gets for visiting `pages` pages in turn: in dev mode, the first visit
 * of each compiles its modules on demand, which takes seconds per page on a busy machine.
 */
export function devModeTimeout(pages: number) {
  return 60_000 + pages * 20_000;
}
