import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "scripts",
    environment: "node",
    include: ["*.test.mjs"],
    // The layer and cycle rules run ESLint over the wallet: seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
