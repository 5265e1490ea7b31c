// Plain JavaScript on purpose: Vite configs, the React Router config and the `pnpm serve` script
// (all run by Node, not Vite) import it.

/** @typedef {"site" | "wallet"} AppName */
/** @typedef {{ site: string, wallet: string }} Origins */
/** @typedef {[name: string, value: string]} Header */

/** Each deployment's origin, read at build time from the same variables as `@repo/ui/lib/app-url`. */
export function buildOrigins(env = process.env) {
  const clean = (/** @type {string} */ value) => value.trim().replace(/\/+$/, "");
  return {
    site: clean(env.VITE_SITE_URL || "http://localhost:5173"),
    wallet: clean(env.VITE_WALLET_URL || "http://localhost:5174"),
  };
}

/** A year, for files whose name carries a content hash (Vite's `assets/` folder). */
export const immutableCacheControl = "public, max-age=31536000, immutable";
/** Everything else (HTML, robots.txt, favicon, a service worker or manifest): revalidate each time. */
export const revalidateCacheControl = "no-cache";

/** The folder of content-hashed files in both builds. */
export const hashedAssetsPrefix = "/assets/";

/**
 * The Content-Security-Policy of one app.
 * - Scripts: files from the app's own origin, plus the exact inline scripts the build emitted
 *   (the theme-before-paint script, React Router's hydration data), by SHA-256 hash.
 * - Styles: the app's own stylesheets. The site's prerendered HTML carries `style="..."`
 *   attributes (chart bar heights, the FAQ accordion's size variables), so the site allows inline
 *   style attributes (never `<style>` elements); the wallet renders in the browser, where React
 *   sets styles through the DOM, which CSP does not restrict.
 * - Framing: nobody frames the site; only the site (its /demo phone) frames the wallet.
 * @param {AppName} app
 * @param {{ origins: Origins, scriptHashes: readonly string[] }} options
 */
export function contentSecurityPolicy(app, { origins, scriptHashes }) {
  const https = new URL(origins[app]).protocol === "https:";
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  /** @type {[string, ...string[]][]} */
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes],
    ["style-src", "'self'"],
    ...(app === "site"
      ? [/** @type {[string, string]} */ (["style-src-attr", "'unsafe-inline'"])]
      : []),
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(app === "site" ? [origins.wallet] : [])],
    ["frame-src", app === "site" ? origins.wallet : "'none'"],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", ...(app === "site" ? ["'none'"] : [origins.site])],
    ...(https ? [/** @type {[string]} */ (["upgrade-insecure-requests"])] : []),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The headers every response of an app carries (pages, assets, 404s alike), in a fixed order.
 * `Cache-Control` is not among them: it depends on the path (see the two constants above).
 * @param {AppName} app
 * @param {{ origins: Origins, scriptHashes: readonly string[] }} options
 * @returns {Header[]}
 */
export function securityHeaders(app, options) {
  const { origins } = options;
  const https = new URL(origins[app]).protocol === "https:";
  // Only the wallet uses the camera (QR scanning): the site may hand it to a wallet frame only.
  const camera = app === "wallet" ? "self" : `"${origins.wallet}"`;
  return [
    ["Content-Security-Policy", contentSecurityPolicy(app, options)],
    [
      "Permissions-Policy",
      `camera=(${camera}), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()`,
    ],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // The wallet is framed by the site, which X-Frame-Options cannot express (its ALLOW-FROM is
    // gone from browsers): frame-ancestors alone governs the wallet.
    ...(app === "site" ? [/** @type {Header} */ (["X-Frame-Options", "DENY"])] : []),
    ...(https
      ? [
          /** @type {Header} */ ([
            "Strict-Transport-Security",
            "max-age=31536000; includeSubDomains",
          ]),
        ]
      : []),
  ];
}
