import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { writeSeoFiles } from "./scripts/seo-files";
import { walletPaths } from "./src/content/wallet-paths";

export default {
  appDirectory: "src",
  buildDirectory: "dist",
  // A static site: every page is prerendered to HTML at build time, then hydrated.
  ssr: false,
  // Wallet paths go through the catch-all route: prerendered so they forward without JavaScript.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...walletPaths];
  },
  // After prerendering: sitemap.xml and robots.txt from the pages just written.
  buildEnd({ reactRouterConfig }) {
    writeSeoFiles(join(reactRouterConfig.buildDirectory, "client"));
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
