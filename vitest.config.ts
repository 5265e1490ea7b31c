import { defineConfig } from "vitest/config";

// One run covers every workspace: each app and package has its own project config (and the
// root's scripts/ one).
export default defineConfig({
  test: {
    projects: [
      "apps/*/vitest.config.ts",
      "packages/*/vitest.config.ts",
      "scripts/vitest.config.ts",
    ],
  },
});
