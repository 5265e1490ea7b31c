// `pnpm serve`: both production builds under nginx, on the hosts and ports they were built for
// (VITE_SITE_URL, VITE_WALLET_URL), in the foreground until Ctrl-C. Plain JavaScript: run by Node.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  apiPorts,
  apiProcessCount,
  apiReady,
  sharedKeys,
  sharedTeamToken,
} from "./api-processes.js";
import { buildOrigins } from "./headers.js";
import { writeNginxFiles } from "./nginx-files.js";
import { nginxHeadersFile } from "./static-build.js";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = join(packageRoot, "../..");

/**
 * Where each app's deployable build lives. `WALLET_DIST` names another build of the wallet in its
 * folder (`dist-connected`: the connected wallet the end-to-end tests build beside the local one).
 */
export const buildFolders = {
  site: join(repoRoot, "apps/site/dist/client"),
  wallet: join(repoRoot, "apps/wallet", process.env.WALLET_DIST || "dist"),
};

/** Debian's nginx and its Brotli module (scripts/ensure-nginx.sh installs both). */
function findNginx() {
  const candidates = [
    process.env.NGINX_PATH,
    ...(process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, "nginx")),
    "/usr/sbin/nginx",
  ];
  return candidates.find((file) => file && existsSync(file));
}
const brotliStaticModule =
  process.env.NGINX_BROTLI_MODULE ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const mimeTypes = process.env.NGINX_MIME_TYPES ?? "/etc/nginx/mime.types";

async function main() {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx not found: run `bash scripts/ensure-nginx.sh`");
  for (const file of [brotliStaticModule, mimeTypes]) {
    if (!existsSync(file)) throw new Error(`${file} missing: run \`bash scripts/ensure-nginx.sh\``);
  }
  const origins = buildOrigins();
  if (origins.site === origins.wallet) throw new Error("The site and the wallet need two origins");
  for (const [app, root] of Object.entries(buildFolders)) {
    if (!existsSync(join(root, nginxHeadersFile))) {
      throw new Error(`No ${app} build in ${root}: run \`pnpm build\` with the same VITE_* URLs`);
    }
  }

  const count = apiProcessCount(process.env);
  const ports = apiPorts(
    Number(process.env.API_PORT ?? Number(new URL(origins.wallet).port || 80) + 10),
    count,
  );
  const firstPort = /** @type {number} */ (ports[0]);
  const tmp = mkdtempSync(join(tmpdir(), "sangampay-nginx-"));
  writeNginxFiles(tmp, {
    origins,
    roots: buildFolders,
    apiPorts: ports,
    brotliStaticModule,
    mimeTypes,
  });

  // Several processes over one private PostgreSQL 15 cluster: the first starts the cluster (in
  // DATA_DIR, or .data/postgres; a folder of this run's for `:temp:`, removed on exit) and the
  // others connect to it once it is ready, with the same keys.
  const sharedCluster =
    count > 1 && !process.env.DATABASE_URL && (process.env.DATABASE ?? "postgres") === "postgres";
  const temporaryData = sharedCluster && process.env.DATA_DIR === ":temp:";
  const dataDir = temporaryData
    ? mkdtempSync(join(tmpdir(), "sangampay-pg-"))
    : (process.env.DATA_DIR ?? join(repoRoot, ".data", "postgres"));
  const teamToken = count > 1 ? { TEAM_TOKEN: sharedTeamToken(process.env) } : {};
  /** @type {Record<string, string>} */
  const clusterEnv = {
    DATA_DIR: dataDir,
    // A throwaway run's sandbox e-mail goes with its folder.
    ...(temporaryData && !process.env.MAIL_DIR && { MAIL_DIR: join(dataDir, "mail") }),
  };

  /**
   * The API (Node itself, not a pnpm wrapper, so that a stop signal reaches it and it shuts
   * down gracefully, stopping the database cluster it started).
   *
   * @param {number} port
   * @param {Record<string, string>} env
   */
  const startApi = (port, env = {}) =>
    spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: join(repoRoot, "apps/api"),
      stdio: "inherit",
      env: {
        ...process.env,
        API_PORT: String(port),
        DATABASE: process.env.DATABASE ?? "postgres",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        VITE_SITE_URL: origins.site,
        VITE_WALLET_URL: origins.wallet,
        ...teamToken,
        ...env,
      },
    });

  /** @type {import("node:child_process").ChildProcess[]} */
  const apis = [];
  if (sharedCluster) {
    apis.push(startApi(firstPort, clusterEnv));
  } else {
    const keys = count > 1 ? sharedKeys(process.env, undefined) : {};
    for (const port of ports) apis.push(startApi(port, keys));
  }
  // nginx at once, as with one process: a process not listening yet is skipped by the upstream.
  const child = spawn(nginx, ["-p", tmp, "-e", "stderr", "-c", join(tmp, "nginx.conf")], {
    stdio: "inherit",
  });
  const cleanUp = () => {
    rmSync(tmp, { recursive: true, force: true });
    if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
  };
  console.log(`site   ${origins.site}  ← ${buildFolders.site}`);
  console.log(`wallet ${origins.wallet}  ← ${buildFolders.wallet}`);
  console.log(
    `api    ${origins.wallet}/api/ and ${origins.site}/api/ → ${ports.map((port) => `127.0.0.1:${port}`).join(", ")}`,
  );
  console.log(`nginx files in ${tmp} (removed on exit); Ctrl-C stops.`);
  let exitCode = 0;
  let stopping = false;
  const all = () => [child, ...apis];
  const stopAll = () => {
    stopping = true;
    for (const proc of all()) if (proc.exitCode === null) proc.kill("SIGTERM");
  };
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    // Ctrl-C reaches nginx and the API too (same process group); a signal sent to this process
    // alone is passed on.
    process.on(signal, stopAll);
  }
  /** @param {import("node:child_process").ChildProcess} proc */
  const watch = (proc) =>
    proc.on("exit", (code, signal) => {
      if (code && !exitCode) exitCode = code;
      if (!code && signal && signal !== "SIGTERM" && signal !== "SIGINT" && !exitCode) exitCode = 1;
      // One stopping stops the others: a half-served product is not served.
      stopAll();
      if (all().every((other) => other.exitCode !== null || other.signalCode !== null)) {
        cleanUp();
        process.exit(exitCode);
      }
    });
  for (const proc of all()) watch(proc);

  if (sharedCluster) {
    await apiReady(firstPort, /** @type {import("node:child_process").ChildProcess} */ (apis[0]));
    if (stopping) return;
    const keys = sharedKeys(process.env, dataDir);
    const url = `postgresql://postgres@localhost/sangampay?host=${encodeURIComponent(dataDir)}`;
    for (const port of ports.slice(1)) {
      const api = startApi(port, { ...clusterEnv, ...keys, DATABASE_URL: url });
      apis.push(api);
      watch(api);
    }
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
