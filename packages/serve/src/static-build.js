// Plain JavaScript on purpose: run by Node from each app's build config, not by Vite.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import {
  buildOrigins,
  hashedAssetsPrefix,
  immutableCacheControl,
  revalidateCacheControl,
  securityHeaders,
} from "./headers.js";

/** @typedef {import("./headers.js").AppName} AppName */
/** @typedef {import("./headers.js").Header} Header */

/** Files the build writes for the servers, never served themselves. */
export const headersFile = "_headers";
export const nginxHeadersFile = "security-headers.nginx";
export const nginxRoutesFile = "routes.nginx";

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its own headers cost. */
const minimumSize = 256;

/** @param {string} dir @returns {string[]} every file under dir, skipping dot folders */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".")) return [];
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * SHA-256 (base64) of every inline `<script>` in the HTML: what a CSP `'sha256-...'` source
 * names. A script element's text is raw (no entity decoding), so the bytes between the tags are
 * exactly what the browser hashes. A data block (`type="application/json"`) never runs, so the
 * CSP need not name it.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) => !/\btype\s*=\s*"application\/json"/i.test(attributes))
    .map(([, , body = ""]) => createHash("sha256").update(body, "utf8").digest("base64"));
}

/**
 * `_headers` in the format Netlify and Cloudflare Pages read (and a readable listing for any
 * other host): the shared set on every path, and each path's Cache-Control.
 * @param {Header[]} headers
 */
export function headersFileText(headers) {
  const lines = (/** @type {Header[]} */ list) =>
    list.map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Written by the build (@repo/serve): the same headers nginx sends (pnpm serve).",
    "/*",
    ...lines([...headers, ["Cache-Control", revalidateCacheControl]]),
    `${hashedAssetsPrefix}*`,
    "  ! Cache-Control",
    ...lines([["Cache-Control", immutableCacheControl]]),
    "",
  ].join("\n");
}

/** @param {string} value */
const nginxString = (value) => `"${value.replace(/[\\"]/g, "\\$&")}"`;

/**
 * nginx `add_header` lines for the shared set, with `always` so 404s carry them too.
 * @param {Header[]} headers
 */
export function nginxHeadersText(headers) {
  return [
    "# Written by the build (@repo/serve): include in every location, beside its Cache-Control.",
    ...headers.map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    "",
  ].join("\n");
}

/**
 * nginx locations whose unknown paths get the single-page fallback (200) instead of the 404 page.
 * @param {readonly string[]} prefixes
 */
export function nginxFallbackRoutesText(prefixes) {
  return [
    "# Written by the build (@repo/serve): paths the app's client router handles.",
    ...prefixes.flatMap((prefix) => [
      `location ${prefix}/ {`,
      "  try_files $uri $uri/index.html /__spa-fallback.html;",
      "}",
    ]),
    "",
  ].join("\n");
}

/**
 * Gzip (level 9) and Brotli (quality 11) copies beside every compressible file, kept only when
 * smaller; nginx's `gzip_static` and `brotli_static` send them to browsers that accept them.
 * @param {string[]} files
 * @returns {{ file: string, size: number, gzip: number, brotli: number }[]}
 */
export function precompress(files) {
  return files
    .filter((file) => compressible.test(file))
    .flatMap((file) => {
      const source = readFileSync(file);
      if (source.length < minimumSize) return [];
      const gzip = gzipSync(source, { level: 9 });
      const brotli = brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
      return [{ file, size: source.length, gzip: gzip.length, brotli: brotli.length }];
    });
}

/**
 * The last build step of each app, on its deployable folder: hashes of the inline scripts its
 * HTML carries go into the Content-Security-Policy; the header set is written for nginx
 * (`security-headers.nginx`) and for static hosts (`_headers`); text files get their .gz/.br.
 * @param {string} root the folder a host serves
 * @param {{ app: AppName, spaFallbackPrefixes?: readonly string[], env?: NodeJS.ProcessEnv }} options
 */
export function finishStaticBuild(root, { app, spaFallbackPrefixes = [], env = process.env }) {
  const files = filesUnder(root);
  const scriptHashes = files
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8")));
  const headers = securityHeaders(app, { origins: buildOrigins(env), scriptHashes });
  writeFileSync(join(root, headersFile), headersFileText(headers));
  writeFileSync(join(root, nginxHeadersFile), nginxHeadersText(headers));
  if (spaFallbackPrefixes.length > 0) {
    writeFileSync(join(root, nginxRoutesFile), nginxFallbackRoutesText(spaFallbackPrefixes));
  }
  const compressed = precompress(files);
  const total = (/** @type {"size" | "gzip" | "brotli"} */ key) =>
    compressed.reduce((sum, entry) => sum + entry[key], 0);
  console.log(
    `${app}: ${new Set(scriptHashes).size} inline script hashes in the CSP; ` +
      `${compressed.length} files precompressed: ${total("size")} B → gzip ${total("gzip")} B, brotli ${total("brotli")} B`,
  );
  return {
    headers,
    compressed: compressed.map((entry) => ({
      ...entry,
      file: relative(root, entry.file).split(sep).join("/"),
    })),
  };
}
