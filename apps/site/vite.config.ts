import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import { checkChunkGroups, namedChunkGroup } from "@repo/serve/chunks";
import { apiDevProxy } from "@repo/serve/dev-proxy";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { walletRoutesDefine } from "./scripts/wallet-routes.ts";

/**
 * `vite preview` does not map /pricing to pricing/index.html the way real static hosts do
 * (`pnpm serve`'s nginx: try_files $uri $uri/index.html). This does, for `pnpm --filter site
 * preview` and Lighthouse.
 */
function staticHostPreview(): Plugin {
  return {
    name: "static-host-preview",
    configurePreviewServer(server) {
      const root = join(server.config.root, "dist/client");
      server.middlewares.use((req, _res, next) => {
        const [path = "/", query] = (req.url ?? "/").split("?");
        if (!path.includes(".")) {
          const page = join(path, "index.html");
          const target = existsSync(join(root, page)) ? page : "/__spa-fallback.html";
          req.url = query ? `${target}?${query}` : target;
        }
        next();
      });
    },
  };
}

/**
 * Leaner browser builds of two dependencies, for the client bundle only (the prerender step runs
 * on Node and must share one copy of react-router with @react-router/node):
 * - react-router's package.json points every condition at its development build (upstream issue
 *   remix-run/react-router#12532), which keeps dev-only warnings in production bundles;
 * - react-i18next imports `use-sync-external-store/shim`, a React 17 polyfill React 19 has built in.
 */
function leanClientModules(): Plugin {
  const reactRouter = join(
    dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production",
  );
  const replacements: Record<string, string> = {
    "react-router": join(reactRouter, "index.mjs"),
    "react-router/dom": join(reactRouter, "dom-export.mjs"),
    "use-sync-external-store/shim": fileURLToPath(
      new URL("src/lib/use-sync-external-store.ts", import.meta.url),
    ),
  };
  return {
    name: "lean-client-modules",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name === "client") return replacements[source];
    },
  };
}

/**
 * What every page needs before it can hydrate (React, React Router, i18next, the root, the header
 * and the parts of the pages' first screens), as one file: one request, and it compresses better
 * whole. checkChunkGroups() fails the build when a name here no longer matches a bundled module.
 * The root route (src/root.tsx, which imports the stylesheet) stays out of it: lazy sections import
 * the shell, and a stylesheet in the shell would be listed among their preloads, so Vite's preload
 * helper would add a second <link> to the file every page already links (a second download).
 * e2e/budgets.spec.ts checks each page fetches its stylesheet once.
 */
const shellGroup = namedChunkGroup(
  {
    name: "shell",
    modules: [
      "./src/layouts/site-layout.tsx",
      "./src/components/page-header.tsx",
      "./src/components/sections/stats-grid.tsx",
      "./src/lib/seo.ts",
      "@repo/ui/components/badge",
      "@repo/ui/components/button",
      "../../packages/ui/src/lib/slot.tsx",
    ],
  },
  { root: fileURLToPath(new URL(".", import.meta.url)) },
);

export default defineConfig({
  // The wallet's routes, which the site forwards (src/content/wallet-paths.ts).
  define: walletRoutesDefine(),
  plugins: [
    tailwindcss(),
    reactRouter(),
    leanClientModules(),
    checkChunkGroups([shellGroup]),
    staticHostPreview(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // `pnpm start` runs the API beside the site: /api/ reaches it on the site's own origin.
    proxy: apiDevProxy(),
  },
  preview: { port: 4173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [shellGroup],
        },
      },
    },
  },
});
