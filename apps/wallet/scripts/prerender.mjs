// The last step of `pnpm build` (after `vite build` and `vite build --ssr src/prerender.tsx`):
// writes a page for each screen beside the app's index.html (dist/login.html,
// dist/profile/details.html, ...), which the servers send for that path. Each page asks for all
// the scripts its screen needs at once (scripts/route-preloads.mjs) and holds the screen's English
// HTML, with the other languages' copy and the script that swaps it in before the first paint for
// a visitor who chose one (scripts/frame-languages.mjs), so it paints from the HTML and the
// stylesheet before any script runs, in the visitor's language; the client then
// draws the screen in its place (src/main.tsx), keeping what the visitor did meanwhile
// (src/lib/prerendered-screen.ts; the tap-holding script of src/lib/prerendered-taps.ts follows
// the screen).
// - The entry screens (splash, onboarding, login) are drawn whole.
// - Every other screen is drawn as its app shell (src/lib/shell-mode.ts): its frame, with each
//   account figure a box of its size. Its head's script hides the frame from a visitor the app
//   will send to the lock or to sign-in (a business screen's, also from one without a business);
//   on the connected build a script after the frame fills the boxes from the account's last known
//   view, on the local build one hides the first-payment offer once paid (src/lib/shell-scripts.ts);
//   send money's details step holds each way's frame and picks the address's. The build fails on
//   a shell that holds a sample account's name, number or balance, or that does not render.
// Both kinds hold their first paint until the page's last element is parsed (FRAME_DRAWN), so the
// frame paints once, as the scripts after it leave it, and request their scripts only after that
// first paint (@repo/serve/first-paint), so no script competes with the stylesheet; a shell whose
// frame is hidden will not paint, and its scripts start at once.
// Last, the header files, CSP hashes and .gz/.br.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

import { startScriptsAfterFirstPaint } from "@repo/serve/first-paint";
import { finishStaticBuild } from "@repo/serve/static-build";

import { frameInEveryLanguage } from "./frame-languages.mjs";
import { routePreloads } from "./route-preloads.mjs";

// WALLET_DIST: another build's folder (see vite.config.ts).
const dist = fileURLToPath(new URL(`../${process.env.WALLET_DIST || "dist"}/`, import.meta.url));
const {
  businessFillScript,
  businessGateScript,
  businessSignUpScript,
  frameLanguageScript,
  frameTexts,
  holdEarlyTapsScript,
  languages,
  PRERENDERED_ATTRIBUTE,
  prerenderedScreens,
  RECEIPT_ROUTE,
  renderScreen,
  sampleAccountTraces,
  screensWithoutShell,
  sendFrames,
  sendFrameScript,
  sendGateScript,
  shellGateScript,
  shellHiddenTest,
  shellLastViewScript,
  shellNoLinkScript,
  spentOfferScript,
} = await import("../.prerender/prerender.js");

const emptyRoot = '<div id="root"></div>';
const indexPage = readFileSync(`${dist}index.html`, "utf8");
if (!indexPage.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);
if (!indexPage.includes("</head>")) throw new Error("dist/index.html has no </head>");

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8"));
const connected = Boolean(process.env.VITE_API_URL?.trim());
const preloads = routePreloads(manifest, { connected });

/** The app's page with its screen's scripts preloaded, in Vite's own tag (first-paint.js reads it). */
const pageFor = (/** @type {string} */ path, /** @type {string[]} */ extra = []) =>
  indexPage.replace(
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

/** The servers send a receipt's page (`/transactions/$id`) for every transaction id. */
const pageFileOf = (/** @type {string} */ path) =>
  path === RECEIPT_ROUTE ? "transactions/receipt" : path.slice(1);

const write = (/** @type {string} */ path, /** @type {string} */ page) => {
  const file = `${dist}${pageFileOf(path)}.html`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
};

/** A screen's markup, which must have rendered (no error, no Suspense fallback) with one h1. */
async function draw(/** @type {string} */ path, language = "en") {
  const markup = await renderScreen(path, language);
  // A frame's alternative (a template, inert until a script draws it) has its own h1.
  const h1s = markup.replace(/<template\b[\s\S]*?<\/template>/g, "").match(/<h1\b/g)?.length ?? 0;
  if (markup.includes("<!--$!-->") || h1s !== 1) {
    throw new Error(`${path} did not render in Node in "${language}" (${h1s} h1):\n${markup}`);
  }
  return markup;
}

/**
 * The id of a drawn page's last element. The scripts after the frame write into it (its language,
 * the account's last known view, a business's name) while the parser reads them; a busy machine's
 * parser may stop halfway and paint what it has, and what those scripts then change would move on
 * screen. So the head holds the first paint until this element is parsed (`rel=expect`, render-
 * blocking): the first paint is the frame as it will stay.
 */
const FRAME_DRAWN = "frame-drawn";
const paintsOnceDrawn = `<link rel="expect" href="#${FRAME_DRAWN}" blocking="render">`;

/**
 * The page's root, holding the screen, then the scripts that write into it, and last the script
 * that holds early taps (the page's last element, FRAME_DRAWN).
 */
const filledRoot = (/** @type {string} */ markup, /** @type {string} */ after = "") =>
  `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${markup}</div>${after}<script id="${FRAME_DRAWN}">${holdEarlyTapsScript}</script>`;

/** The part after a frame that draws it in the visitor's language (scripts/frame-languages.mjs). */
const inTheirLanguage = (
  /** @type {string} */ path,
  /** @type {string} */ english,
  /** @type {(language: string) => Promise<string>} */ drawIn,
) => frameInEveryLanguage(path, english, drawIn, { languages, frameTexts, frameLanguageScript });

for (const path of prerenderedScreens) {
  const markup = await draw(path);
  const language = await inTheirLanguage(path, markup, (code) => draw(path, code));
  const page = startScriptsAfterFirstPaint(
    pageFor(path, [paintsOnceDrawn, ...(path === "/onboarding" ? languageNameFaces : [])]).replace(
      emptyRoot,
      () => filledRoot(markup, language),
    ),
  );
  write(path, page);
  console.log(`wallet: prerendered ${path} (${markup.length} B of HTML)`);
}

const traces = sampleAccountTraces();
const shells = [...preloads.keys()].filter(
  (path) => !prerenderedScreens.includes(path) && !screensWithoutShell.includes(path),
);
let shellBytes = 0;
// A business screen's page also holds the sign-up's frame, for a visitor with no business.
const signUpTemplate = async (/** @type {string} */ language) =>
  `<template data-shell-when="no-business">${await draw("/business/signup", language)}</template>`;
// Send money's details step: a frame for each way to send at home (its h1 and fields), the first
// drawn, the others kept in templates; the page's scripts pick the address's (gateSendShell).
const sendDetails = "/send-money/enter-details";
const [drawnWay, ...otherWays] = sendFrames;
const sendFrame = (/** @type {string} */ way, /** @type {string} */ language) =>
  draw(`${sendDetails}?type=${way}`, language);
const sendFramesIn = async (/** @type {string} */ language) => {
  let markup = await sendFrame(drawnWay, language);
  for (const way of otherWays) {
    markup += `<template data-shell-when="${way}">${await sendFrame(way, language)}</template>`;
  }
  return markup;
};
for (const path of shells) {
  const business = path.startsWith("/business") && path !== "/business/signup";
  const send = path === sendDetails;
  const shellIn = async (/** @type {string} */ language) =>
    send
      ? await sendFramesIn(language)
      : (await draw(path, language)) + (business ? await signUpTemplate(language) : "");
  const markup = await shellIn("en");
  const trace = traces.find((text) => markup.includes(text));
  if (trace) throw new Error(`${path}'s app shell holds a sample account's "${trace}"`);
  // A business screen's frame is hidden from a visitor the app sends elsewhere.
  const gate = `<script>${shellGateScript(path)}${business ? businessGateScript(connected) : ""}${send ? sendGateScript : ""}</script>`;
  // The local build hides the first-payment offer of a ledger that has paid; the connected one
  // does so from the last known view.
  // `/pay` with no link at all draws the app's refusal (showNoLinkFrame).
  // A business screen draws the sign-up for a visitor with no business (showBusinessSignUp), and
  // its owner sees its name and UPI ID at once (fillBusinessShell).
  // The frame in the visitor's language comes first, so the scripts after it, and the frames
  // they draw from templates, keep it.
  const language = await inTheirLanguage(path, markup, shellIn);
  const after = [
    ...(path === "/pay" ? [shellNoLinkScript] : []),
    ...(send ? [sendFrameScript] : []),
    ...(business ? [businessSignUpScript, businessFillScript] : []),
    ...(connected
      ? [shellLastViewScript]
      : markup.includes('data-shell-part="offer"')
        ? [spentOfferScript]
        : []),
  ]
    .map((script) => `<script>${script}</script>`)
    .join("");
  const page = startScriptsAfterFirstPaint(
    pageFor(path, [paintsOnceDrawn, gate]).replace(emptyRoot, () =>
      filledRoot(markup, language + after),
    ),
    { atOnceIf: shellHiddenTest },
  );
  write(path, page);
  shellBytes += markup.length;
}
console.log(`wallet: ${shells.length} screens' app shells (${shellBytes} B of HTML in all)`);
for (const path of screensWithoutShell) write(path, pageFor(path));
console.log(
  `wallet: ${screensWithoutShell.length} more screens' pages, each preloading its scripts`,
);

finishStaticBuild(dist, { app: "wallet" });
