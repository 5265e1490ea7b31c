// The dev servers' way to the API: `pnpm start` runs it beside both apps (apps/api,
// 127.0.0.1:8787 unless API_PORT says otherwise). Plain JavaScript: read by both Vite configs.

/**
 * Vite's `server.proxy` entry: /api/ reaches the API on the app's own origin, as nginx does in
 * production, with the caller's address in X-Real-IP (the API's per-address limits read nothing
 * else).
 * @returns {Record<string, import("vite").ProxyOptions>}
 */
export function apiDevProxy() {
  return {
    "/api": {
      target: `http://127.0.0.1:${process.env.API_PORT ?? "8787"}`,
      configure(proxy) {
        proxy.on("proxyReq", (request, incoming) => {
          request.setHeader("X-Real-IP", incoming.socket.remoteAddress ?? "");
          request.removeHeader("X-Forwarded-For");
        });
      },
    },
  };
}
