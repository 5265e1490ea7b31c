// The last step of `pnpm build` (after `vite build` and `vite build --ssr src/prerender.tsx`):
// writes a page for each screen beside the app's index.html (dist/login.html,
// dist/profile/details.html, ...), which the servers send for that path. Each page asks for all
// the scripts its screen needs at once (scripts/route-preloads.mjs). The entry screens' pages
// also hold the screen's English HTML, so a first visit paints from the HTML and the stylesheet:
// the scripts are requested after the first paint, and the client then draws the same screen in
// its place (src/main.tsx), keeping what the visitor did meanwhile (src/lib/prerendered-screen.ts,
// whose tap-holding script follows the screen). Last, the header files, CSP hashes and .gz/.br.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

import { startScriptsAfterFirstPaint } from "@repo/serve/first-paint";
import { finishStaticBuild } from "@repo/serve/static-build";

import { routePreloads } from "./route-preloads.mjs";

// WALLET_DIST: another build's folder (see vite.config.ts).
const dist = fileURLToPath(new URL(`../${process.env.WALLET_DIST || "dist"}/`, import.meta.url));
const { holdEarlyTapsScript, PRERENDERED_ATTRIBUTE, prerenderedScreens, renderScreen } =
  await import("../.prerender/prerender.js");

const emptyRoot = '<div id="root"></div>';
const shell = readFileSync(`${dist}index.html`, "utf8");
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);
if (!shell.includes("</head>")) throw new Error("dist/index.html has no </head>");

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8"));
const preloads = routePreloads(manifest, { connected: Boolean(process.env.VITE_API_URL?.trim()) });

/** The app's page with its screen's scripts preloaded, in Vite's own tag (first-paint.js reads it). */
const pageFor = (/** @type {string} */ path, /** @type {string[]} */ extra = []) =>
  shell.replace(
    "</head>",
    `${[
      ...extra,
      ...(preloads.get(path) ?? []).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      ),
    ].join("")}</head>`,
  );

/** The language cards' small faces (src/app.css), which /onboarding asks for with its HTML. */
const languageNameFaces = readdirSync(`${dist}assets`)
  .filter((file) => /^language-names-.+\.woff2$/.test(file))
  .map(
    (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`,
  );
if (languageNameFaces.length !== 2) throw new Error("dist/assets has no language-names faces");

const write = (/** @type {string} */ path, /** @type {string} */ page) => {
  const file = `${dist}${path.slice(1)}.html`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
};

for (const path of prerenderedScreens) {
  const markup = await renderScreen(path);
  if (markup.includes("<!--$!-->")) throw new Error(`${path} did not render in Node:\n${markup}`);
  const page = startScriptsAfterFirstPaint(
    pageFor(path, path === "/onboarding" ? languageNameFaces : []).replace(
      emptyRoot,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${markup}</div><script>${holdEarlyTapsScript}</script>`,
    ),
  );
  write(path, page);
  console.log(`wallet: prerendered ${path} (${markup.length} B of HTML)`);
}

const others = [...preloads.keys()].filter((path) => !prerenderedScreens.includes(path));
for (const path of others) write(path, pageFor(path));
console.log(`wallet: ${others.length} more screens' pages, each preloading its scripts`);

finishStaticBuild(dist, { app: "wallet" });
