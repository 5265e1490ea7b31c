// `pnpm serve`: both production builds under nginx, on the hosts and ports they were built for
// (VITE_SITE_URL, VITE_WALLET_URL), in the foreground until Ctrl-C. Plain JavaScript: run by Node.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  buildOrigins,
  hashedAssetsPrefix,
  immutableCacheControl,
  revalidateCacheControl,
} from "./headers.js";
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

/**
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function fillTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`nginx template: no value for {{${key}}}`);
    return value;
  });
}

/** @param {string} origin */
function listenAddress(origin) {
  const url = new URL(origin);
  if (url.protocol === "https:") {
    console.warn(
      `${origin}: pnpm serve speaks plain HTTP on that port; put TLS in front of it (see README).`,
    );
  }
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return { host, listen: host.includes(":") ? `[${host}]:${port}` : `${host}:${port}` };
}

function main() {
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

  const tmp = mkdtempSync(join(tmpdir(), "sangampay-nginx-"));
  mkdirSync(join(tmp, "servers"));
  mkdirSync(join(tmp, "snippets"));
  const shared = {
    tmp,
    brotliStaticModule,
    mimeTypes,
    assets: hashedAssetsPrefix,
    immutable: immutableCacheControl,
    revalidate: revalidateCacheControl,
  };
  const template = (/** @type {string} */ name) =>
    readFileSync(join(packageRoot, "nginx", name), "utf8");
  writeFileSync(join(tmp, "nginx.conf"), fillTemplate(template("nginx.conf"), shared));
  const apiPort = process.env.API_PORT ?? String(Number(new URL(origins.wallet).port || 80) + 10);
  for (const app of /** @type {const} */ (["site", "wallet"])) {
    const values = {
      ...shared,
      ...listenAddress(origins[app]),
      root: buildFolders[app],
      app,
      apiPort,
    };
    writeFileSync(
      join(tmp, "servers", `${app}.conf`),
      fillTemplate(template(`${app}.conf`), values),
    );
    // Included by the server block (outside servers/, which nginx.conf includes at http level).
    writeFileSync(
      join(tmp, "snippets", `${app}-api.conf`),
      fillTemplate(template("api-proxy.conf"), values),
    );
  }

  // The API on a private PostgreSQL 15 cluster (kept in .data/postgres unless DATABASE_URL or
  // DATA_DIR say otherwise), started first so that nginx never proxies to nothing for long.
  // Node itself (not a pnpm wrapper), so that a stop signal reaches the API and it shuts down
  // gracefully, stopping its database cluster.
  const api = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: join(repoRoot, "apps/api"),
    stdio: "inherit",
    env: {
      ...process.env,
      API_PORT: apiPort,
      DATABASE: process.env.DATABASE ?? "postgres",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      VITE_SITE_URL: origins.site,
      VITE_WALLET_URL: origins.wallet,
    },
  });
  const child = spawn(nginx, ["-p", tmp, "-e", "stderr", "-c", join(tmp, "nginx.conf")], {
    stdio: "inherit",
  });
  const cleanUp = () => rmSync(tmp, { recursive: true, force: true });
  console.log(`site   ${origins.site}  ← ${buildFolders.site}`);
  console.log(`wallet ${origins.wallet}  ← ${buildFolders.wallet}`);
  console.log(`api    ${origins.wallet}/api/ and ${origins.site}/api/ → 127.0.0.1:${apiPort}`);
  console.log(`nginx files in ${tmp} (removed on exit); Ctrl-C stops.`);
  let exitCode = 0;
  let running = 2;
  const stopAll = () => {
    for (const proc of [child, api]) if (proc.exitCode === null) proc.kill("SIGTERM");
  };
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    // Ctrl-C reaches nginx and the API too (same process group); a signal sent to this process
    // alone is passed on.
    process.on(signal, stopAll);
  }
  for (const proc of [child, api]) {
    proc.on("exit", (code, signal) => {
      if (code && !exitCode) exitCode = code;
      if (!code && signal && signal !== "SIGTERM" && signal !== "SIGINT" && !exitCode) exitCode = 1;
      // One stopping stops the other: a half-served product is not served.
      stopAll();
      if (--running === 0) {
        cleanUp();
        process.exit(exitCode);
      }
    });
  }
}

main();
