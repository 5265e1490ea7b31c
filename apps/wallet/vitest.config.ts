import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

import { dashboardTiles } from "./scripts/dashboard-tiles.ts";

export default defineProject({
  plugins: [react(), dashboardTiles()],
  test: {
    name: "wallet",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["../../vitest.setup.ts", "./vitest.setup.ts"],
    // Rendering with user events takes seconds when the 2-core machine is busy with other jobs.
    testTimeout: 20_000,
  },
});
