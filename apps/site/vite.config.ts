import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * `vite preview` does not map /pricing to pricing/index.html the way real static hosts do
 * (nginx: try_files $uri $uri/index.html /__spa-fallback.html). This does, for e2e and Lighthouse.
 */
function staticHostPreview(): Plugin {
  return {
    name: "static-host-preview",
    configurePreviewServer(server) {
      const root = join(server.config.root, "dist/client");
      server.middlewares.use((req, _res, next) => {
        const [path = "/", query] = (req.url ?? "/").split("?");
        if (!path.includes(".")) {
          const page = join(path, "index.html");
          const target = existsSync(join(root, page)) ? page : "/__spa-fallback.html";
          req.url = query ? `${target}?${query}` : target;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), staticHostPreview()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
