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

/** Where each app's deployable build lives. */
export const buildFolders = {
  site: join(repoRoot, "apps/site/dist/client"),
  wallet: join(repoRoot, "apps/wallet/dist"),
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
  for (const app of /** @type {const} */ (["site", "wallet"])) {
    const values = { ...shared, ...listenAddress(origins[app]), root: buildFolders[app] };
    writeFileSync(
      join(tmp, "servers", `${app}.conf`),
      fillTemplate(template(`${app}.conf`), values),
    );
  }

  const child = spawn(nginx, ["-p", tmp, "-e", "stderr", "-c", join(tmp, "nginx.conf")], {
    stdio: "inherit",
  });
  const cleanUp = () => rmSync(tmp, { recursive: true, force: true });
  console.log(`site   ${origins.site}  ← ${buildFolders.site}`);
  console.log(`wallet ${origins.wallet}  ← ${buildFolders.wallet}`);
  console.log(`nginx files in ${tmp} (removed on exit); Ctrl-C stops.`);
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    // Ctrl-C reaches nginx too (same process group); a signal sent to this process alone is passed on.
    process.on(signal, () => child.kill("SIGTERM"));
  }
  child.on("exit", (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal === "SIGTERM" || signal === "SIGINT" ? 0 : 1));
  });
}

main();
