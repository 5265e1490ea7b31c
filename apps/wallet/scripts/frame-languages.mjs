// The language part of each page (scripts/prerender.mjs): the page holds its screen in English,
// and after it, for a visitor who chose another wallet language, that screen's copy in each of
// the others (only where it is not the English) and the script that swaps it in before the
// first paint (src/lib/shell-scripts.ts speakFrame). The copy is a data block, not a script, so
// the CSP names one script for every page; src/lib/frame-texts.ts checks each language's tree is
// the English one (the build fails on one that is not).

import { minify } from "vite";

/** The swapping script, minified once (it is on every page: 569 B gzip rather than 738). */
let minified = /** @type {Promise<string> | undefined} */ (undefined);
const minifiedScript = (/** @type {string} */ script) =>
  (minified ??= minify("speak-frame.js", script, { compress: true, mangle: true }).then(
    ({ code }) => code,
  ));

/**
 * The page's part after its frame: the copy of `english` (the screen's English markup) in every
 * other language of `languages`, drawn by `draw(language)`, and the script that swaps it in.
 * @param {string} path
 * @param {string} english
 * @param {(language: string) => Promise<string>} draw
 * @param {{ languages: readonly string[], frameTexts: (screen: string, english: string, others: Record<string, string>) => Record<string, unknown[]>, frameLanguageScript: string }} build
 */
export async function frameInEveryLanguage(path, english, draw, build) {
  /** @type {Record<string, string>} */
  const others = {};
  for (const language of build.languages) {
    if (language !== "en") others[language] = await draw(language);
  }
  // `<` written as \u003c: the data can never end its element or open a comment.
  const copy = JSON.stringify(build.frameTexts(path, english, others)).replace(/</g, "\\u003c");
  const script = await minifiedScript(build.frameLanguageScript);
  return `<script type="application/json" id="frame-copy">${copy}</script><script>${script}</script>`;
}
