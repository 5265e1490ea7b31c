// The nginx configuration `pnpm serve` runs: the templates in ../nginx filled in for this run.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { upstreamName, upstreamServers } from "./api-processes.js";
import { hashedAssetsPrefix, immutableCacheControl, revalidateCacheControl } from "./headers.js";

const templates = fileURLToPath(new URL("../nginx/", import.meta.url));

/**
 * @param {string} template
 * @param {Record<string, string>} values
 */
function fillTemplate(template, values) {
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

/**
 * Writes nginx.conf and its includes into `tmp`: a server per app on its origin's host and port,
 * each passing /api/ to the upstream of the API processes on `apiPorts`.
 *
 * @param {string} tmp
 * @param {{
 *   origins: { site: string; wallet: string };
 *   roots: { site: string; wallet: string };
 *   apiPorts: readonly number[];
 *   brotliStaticModule: string;
 *   mimeTypes: string;
 * }} options
 */
export function writeNginxFiles(tmp, { origins, roots, apiPorts, brotliStaticModule, mimeTypes }) {
  mkdirSync(join(tmp, "servers"), { recursive: true });
  mkdirSync(join(tmp, "snippets"), { recursive: true });
  const shared = {
    tmp,
    brotliStaticModule,
    mimeTypes,
    assets: hashedAssetsPrefix,
    immutable: immutableCacheControl,
    revalidate: revalidateCacheControl,
    upstream: upstreamName,
  };
  const template = (/** @type {string} */ name) => readFileSync(join(templates, name), "utf8");
  writeFileSync(join(tmp, "nginx.conf"), fillTemplate(template("nginx.conf"), shared));
  writeFileSync(
    join(tmp, "servers", "api-upstream.conf"),
    fillTemplate(template("api-upstream.conf"), { ...shared, servers: upstreamServers(apiPorts) }),
  );
  for (const app of /** @type {const} */ (["site", "wallet"])) {
    const values = { ...shared, ...listenAddress(origins[app]), root: roots[app], app };
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
}
