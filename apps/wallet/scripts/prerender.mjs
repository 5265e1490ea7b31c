// The last step of `pnpm build` (after `vite build` and `vite build --ssr src/prerender.tsx`):
// writes each entry screen's English HTML beside the app's index.html (dist/login.html, ...),
// which the servers send for that path, so a first visit paints from the HTML and the stylesheet:
// the scripts are requested after the first paint, and the client then draws the same screen in
// its place (src/main.tsx), keeping what the visitor did meanwhile (src/lib/prerendered-screen.ts,
// whose tap-holding script follows the screen). Last, the header files, CSP hashes and .gz/.br.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { startScriptsAfterFirstPaint } from "@repo/serve/first-paint";
import { finishStaticBuild } from "@repo/serve/static-build";

// WALLET_DIST: another build's folder (see vite.config.ts).
const dist = fileURLToPath(new URL(`../${process.env.WALLET_DIST || "dist"}/`, import.meta.url));
const { holdEarlyTapsScript, PRERENDERED_ATTRIBUTE, prerenderedScreens, renderScreen } =
  await import("../.prerender/prerender.js");

const emptyRoot = '<div id="root"></div>';
const shell = readFileSync(`${dist}index.html`, "utf8");
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);

for (const path of prerenderedScreens) {
  const markup = await renderScreen(path);
  if (markup.includes("<!--$!-->")) throw new Error(`${path} did not render in Node:\n${markup}`);
  const page = startScriptsAfterFirstPaint(
    shell.replace(
      emptyRoot,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${markup}</div><script>${holdEarlyTapsScript}</script>`,
    ),
  );
  writeFileSync(`${dist}${path.slice(1)}.html`, page);
  console.log(`wallet: prerendered ${path} (${markup.length} B of HTML)`);
}

finishStaticBuild(dist, { app: "wallet" });
