import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { themeInitScript } from "@repo/ui/lib/theme-init";

/** Sets the theme class before first paint, from the same code the site uses. */
function themeBeforePaint(): Plugin {
  return {
    name: "theme-before-paint",
    transformIndexHtml: () => [
      { tag: "script", children: themeInitScript, injectTo: "head-prepend" },
    ],
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
  ],
  build: {
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
              test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|@tanstack\+(react-router|router-core|history|store|react-store)|i18next|react-i18next|valibot|use-sync-external-store|@radix-ui\+react-(slot|compose-refs)|class-variance-authority|clsx)@|preload-helper|[\\/]src[\\/]lib[\\/](copy|send-money-search|limits|money|i18n)\.ts$|ui[\\/]src[\\/](components[\\/]button\.tsx|lib[\\/]cn\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5174, strictPort: true },
  preview: { port: 4174, strictPort: true },
});
