import { fileURLToPath } from "node:url";

import { checkChunkGroups, namedChunkGroup } from "@repo/serve/chunks";
import { apiDevProxy } from "@repo/serve/dev-proxy";
import { themeInitScript } from "@repo/ui/lib/theme-init";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

import { dashboardTiles } from "./scripts/dashboard-tiles.ts";

/** Sets the theme class before first paint, from the same code the site uses. */
function themeBeforePaint(): Plugin {
  return {
    name: "theme-before-paint",
    transformIndexHtml: () => [
      { tag: "script", children: themeInitScript, injectTo: "head-prepend" },
    ],
  };
}

/**
 * What every screen needs (React, the router, i18next, valibot, ...) ships as one chunk: one file
 * gzips about 3 KB smaller than the ten Rolldown splits it into. A library missing from this list
 * still works, in a chunk of its own. The app's own modules that the entry and most screens share
 * (copy loading, search schemas, limits, Button) join it too: once twenty screens import them,
 * Rolldown would otherwise give each its own small file on the first load (about 1 KB more gzip).
 * checkChunkGroups() fails the build when a name here no longer matches a bundled module.
 */
const shellGroup = namedChunkGroup(
  {
    name: "shell",
    packages: [
      "react",
      "react-dom",
      "scheduler",
      "@tanstack/react-router",
      "@tanstack/router-core",
      "@tanstack/history",
      "@tanstack/store",
      "@tanstack/react-store",
      "i18next",
      "react-i18next",
      "valibot",
      "use-sync-external-store",
      "class-variance-authority",
      "clsx",
    ],
    modules: [
      "./src/lib/load-copy.ts",
      "./src/lib/send-money-search.ts",
      "./src/lib/limits.ts",
      "./src/lib/money.ts",
      "./src/lib/i18n.ts",
      "./src/lib/return-search.ts",
      "./src/stores/session-gate.ts",
      "./src/components/kit/focus.ts",
      "@repo/ui/components/button",
      "@repo/ui/lib/cn",
    ],
    virtual: ["vite/preload-helper"],
  },
  { root: fileURLToPath(new URL(".", import.meta.url)) },
);

const routes = () =>
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    routeFileIgnorePattern: "\\.test\\.",
  });

const apiUrlValue = (process.env.VITE_API_URL ?? "").trim().replace(/\/+$/, "");
/**
 * The API's address as the app reads it (src/data/api-url.ts), a literal in the bundle: empty in
 * the local build. Whether the build is connected is a literal too (`false` in the local build):
 * Rolldown inlines it into each `connected ? … : …`, so that every branch of the connected wallet
 * (and the chunks only those branches import) is dropped from the local build.
 */
const apiUrl = {
  "import.meta.env.VITE_API_URL": JSON.stringify(apiUrlValue),
  "import.meta.env.VITE_CONNECTED": JSON.stringify(apiUrlValue !== ""),
};

/**
 * `vite build --ssr src/prerender.tsx` (the second step of `pnpm build`): the entry screens'
 * renderer for scripts/prerender.mjs, run by Node. Only what rendering needs: no styles,
 * service worker, chunk groups or header files.
 */
const prerenderConfig = defineConfig({
  define: apiUrl,
  plugins: [routes(), react(), dashboardTiles({ connected: apiUrlValue !== "" })],
  build: { outDir: ".prerender", emptyOutDir: true },
});

const appConfig = defineConfig({
  define: apiUrl,
  plugins: [
    routes(),
    react(),
    dashboardTiles({ connected: apiUrlValue !== "" }),
    tailwindcss(),
    themeBeforePaint(),
    // Installable and offline: manifest.webmanifest and sw.js (plus a hashed workbox-*.js).
    // src/lib/service-worker.ts registers it after the first screen; sw.js and the manifest must
    // be served no-cache so a new version is found.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        id: "/",
        name: "SangamPay Wallet",
        short_name: "SangamPay",
        description:
          "Send money, scan and pay, pay bills. A demo wallet that runs on sample data in your browser.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        // The theme's --primary and --background (globals.css) in sRGB.
        theme_color: "#006f65",
        background_color: "#f9fdfc",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icons/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        // The shell, every screen's chunk and every language's copy (JSON chunks are .js).
        globPatterns: ["**/*.{js,css,html,svg,png}"],
        navigateFallback: "/index.html",
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // Telugu and Devanagari faces are fetched only when their script is on screen; keep
        // the ones this device has used.
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === "font",
            handler: "CacheFirst",
            options: { cacheName: "fonts", expiration: { maxEntries: 16 } },
          },
        ],
      },
    }),
    checkChunkGroups([shellGroup]),
    // The CSP hashes, header files and .gz/.br are written by scripts/prerender.mjs, the build's
    // last step, once the prerendered screens are in dist.
  ],
  build: {
    // `WALLET_DIST=dist-connected`: a second build beside the first (the end-to-end tests build
    // the local and the connected wallet); `pnpm serve` serves the one WALLET_DIST names.
    outDir: process.env.WALLET_DIST || "dist",
    // The first screen's own imports are preloaded from the HTML. A lazy screen's imports are
    // not listed for preloading: the lists (every chunk's file name, every screen's imports)
    // would sit in the entry that every visitor loads first, and grew with each screen. A
    // screen fetches its imports when it opens; the service worker has them cached by then
    // on every visit after the first.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
    // Fonts stay files (never data: URLs in the stylesheet, which the CSP refuses): the language
    // names' small faces are preloaded by onboarding.html (scripts/prerender.mjs).
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    // e2e/budget.spec.ts maps the files a screen loads back to their sources with the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [shellGroup],
        },
      },
    },
  },
  // `pnpm start` runs the API beside the wallet: /api/ reaches it on the wallet's own origin.
  server: { port: 5174, strictPort: true, proxy: apiDevProxy() },
  preview: { port: 4174, strictPort: true },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderConfig : appConfig));
