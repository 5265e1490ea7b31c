import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

// The e2e build is made with VITE_SITE_URL / VITE_WALLET_URL set to the preview origins (see the
// root package.json), so every cross-link in both outputs must use them and none the defaults.
const defaults = ["http://localhost:5173", "http://localhost:5174"];
const apps = fileURLToPath(new URL("../..", import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function builtText(app: "site" | "wallet") {
  const dist = join(apps, app, app === "site" ? "dist/client" : "dist");
  return filesUnder(dist)
    .filter((file) => /\.(html|js|xml|txt)$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

test.describe("cross-app links in the built output", () => {
  for (const app of ["site", "wallet"] as const) {
    test(`${app} uses the configured origins and never the defaults`, () => {
      const text = builtText(app);
      const other = app === "site" ? "wallet" : "site";
      expect(text).toContain(e2eUrls[other]);
      for (const origin of defaults) expect(text).not.toContain(origin);
    });
  }
});
