import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "serve", environment: "node", include: ["src/**/*.test.js"] },
});
