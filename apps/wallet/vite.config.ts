import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { themeInitScript } from "@repo/ui/lib/theme-init";

/** Sets the theme class before first paint, from the same code the site uses. */
function themeBeforePaint(): Plugin {
  return {
    name: "theme-before-paint",
    transformIndexHtml: () => [
      { tag: "script", children: themeInitScript, injectTo: "head-prepend" },
    ],
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routeFileIgnorePattern: "\\.test\\.",
    }),
    react(),
    tailwindcss(),
    themeBeforePaint(),
  ],
  server: { port: 5174, strictPort: true },
  preview: { port: 4174, strictPort: true },
});
