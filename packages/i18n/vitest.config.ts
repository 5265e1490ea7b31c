import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "i18n",
    environment: "jsdom",
    setupFiles: ["../../vitest.setup.ts"],
    // The first dynamic import of a whole language transforms every JSON file of that language:
    // seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
