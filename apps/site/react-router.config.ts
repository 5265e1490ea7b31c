import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  buildDirectory: "dist",
  // A static site: every page is prerendered to HTML at build time, then hydrated.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return getStaticPaths();
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
