import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "mock-data", environment: "node" },
});
