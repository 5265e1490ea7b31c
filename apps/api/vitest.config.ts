import { defineProject } from "vitest/config";

// API tests run against a throwaway PostgreSQL 15 cluster that the run starts and removes.
export default defineProject({
  test: {
    name: "api",
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
