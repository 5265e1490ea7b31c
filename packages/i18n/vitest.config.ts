import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "i18n",
    environment: "jsdom",
    setupFiles: ["../../vitest.setup.ts"],
  },
});
