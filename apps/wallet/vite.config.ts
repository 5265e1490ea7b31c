import { relative } from "node:path";
import { fileURLToPath } from "node:url";

import { staticHosting } from "@repo/serve/static-build";
import { themeInitScript } from "@repo/ui/lib/theme-init";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

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
 * Writes dist/.vite/chunk-modules.json: each built JavaScript file and the source modules inside
 * it (paths relative to the repository). The Vite manifest names only entries and chunks' first
 * modules; e2e/budget.spec.ts reads this to find which files hold a module, wherever Rolldown
 * put it. In a dot folder, like the manifest: neither precompressed nor precached.
 */
function chunkModules(): Plugin {
  const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith("\0"))
          .map((id) => relative(repoRoot, id.split("?")[0]!));
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(modules, null, 2),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routeFileIgnorePattern: "\\.test\\.",
    }),
    react(),
    tailwindcss(),
    themeBeforePaint(),
    chunkModules(),
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
    // Last: CSP hashes of the final HTML, the header files for nginx and static hosts, .gz/.br.
    staticHosting({ app: "wallet" }),
  ],
  build: {
    // The first screen's own imports are preloaded from the HTML. A lazy screen's imports are
    // not listed for preloading: the lists (every chunk's file name, every screen's imports)
    // would sit in the entry that every visitor loads first, and grew with each screen. A
    // screen fetches its imports when it opens; the service worker has them cached by then
    // on every visit after the first.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
    // e2e/budget.spec.ts maps the files a screen loads back to their sources with the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen needs (React, the router, i18next, valibot, ...) ships as one
          // chunk: one file gzips about 3 KB smaller than the ten Rolldown splits it into.
          // A library missing from this list still works, in a chunk of its own. The app's own
          // modules that the entry and most screens share (copy loading, search schemas,
          // limits, Button) join it too: once twenty screens import them, Rolldown would
          // otherwise give each its own small file on the first load (about 1 KB more gzip).
          groups: [
            {
              name: "shell",
              test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|@tanstack\+(react-router|router-core|history|store|react-store)|i18next|react-i18next|valibot|use-sync-external-store|class-variance-authority|clsx)@|preload-helper|[\\/]src[\\/]lib[\\/](load-copy|send-money-search|limits|money|i18n|session-gate)\.ts$|ui[\\/]src[\\/](components[\\/]button\.tsx|lib[\\/]cn\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5174, strictPort: true },
  preview: { port: 4174, strictPort: true },
});
