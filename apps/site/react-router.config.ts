import { renameSync, rmdirSync } from "node:fs";
import { join } from "node:path";

import type { Config } from "@react-router/dev/config";
import { finishStaticBuild } from "@repo/serve/static-build";

import { paintFirstBuild } from "./scripts/paint-first";
import { writeSeoFiles } from "./scripts/seo-files";
import { walletRoutes } from "./scripts/wallet-routes";
import { forwardedWalletPaths, walletSections } from "./src/content/wallet-paths";
import { pathIn } from "./src/lib/page-language";

/**
 * Prerendered through the catch-all routes, then moved to 404.html and te/404.html, which hosts
 * send for unknown paths (nginx: te/404.html for those under /te/).
 */
const notFoundPaths = ["/404", pathIn("te", "/404")];

export default {
  appDirectory: "src",
  buildDirectory: "dist",
  // A static site: every page is prerendered to HTML at build time, then hydrated.
  ssr: false,
  // Wallet paths go through the catch-all route: prerendered so they forward without JavaScript.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...forwardedWalletPaths(walletRoutes()), ...notFoundPaths];
  },
  // After prerendering: the 404 page, sitemap.xml and robots.txt from the pages just written, the
  // paint-first hydration scripts, then the header set (with the inline scripts' hashes) and the .gz/.br copies.
  buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    for (const path of notFoundPaths) {
      renameSync(join(client, path, "index.html"), join(client, `${path}.html`));
      rmdirSync(join(client, path));
    }
    writeSeoFiles(client);
    // Pages paint from HTML and CSS alone; hydration starts after the first paint.
    paintFirstBuild(client);
    // Deeper wallet paths (/send-money/anything) are forwarded by the client router, not 404s.
    finishStaticBuild(client, { app: "site", spaFallbackPrefixes: walletSections });
  },
  future: {
    // Dev mode scans every route for dependencies before the first page is served: without it,
    // a fresh clone's first visit finds them late and fails ("Outdated Optimize Dep").
    unstable_optimizeDeps: true,
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
