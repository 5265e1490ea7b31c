// Plain JavaScript on purpose: the site's build config and the wallet's prerender script use it.

/**
 * A prerendered page holds its words and layout, so it should paint from the HTML and the
 * stylesheet alone, with no script download competing with the stylesheet. This is the text of
 * an expression for an inline module: a promise that settles after the first contentful paint
 * (as the paint observer reports it, with no timer between, so that a page whose timers are held,
 * such as a test's paused clock, still starts; a frame where paint timing is missing; 3 s at
 * most, e.g. in a background tab) and the page's module preloads are added back to the head. Callers chain `.then(...)` onto it
 * to import their scripts.
 * @param {readonly string[]} preloads the hrefs of the module preloads taken out of the HTML
 * @param {StartOptions} [options]
 */
export function afterFirstPaint(preloads, { atOnceIf } = {}) {
  return [
    "new Promise((painted) => {",
    ...(atOnceIf ? [`  if (${atOnceIf}) return painted();`] : []),
    "  const fallback = setTimeout(painted, 3000);",
    "  const done = () => {",
    "    clearTimeout(fallback);",
    "    painted();",
    "  };",
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(done);',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    done();",
    '  }).observe({ type: "paint", buffered: true });',
    "}).then(() => {",
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    "})",
  ].join("\n");
}

/**
 * @typedef {object} StartOptions
 * @property {string} [atOnceIf] the text of an expression, read when the inline module runs (after
 *   the page is parsed): true when the page will not paint what it holds (a drawn screen that a
 *   head script hid), so the scripts start at once instead of waiting for a paint that would not
 *   come before the fallback.
 */

const viteEntryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const viteModulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Rewrites a page of Vite-built HTML whose body is already drawn (a prerendered screen): its
 * module preloads leave the head, and its entry script becomes an inline module that, after the
 * first paint, adds the same preloads and imports the same entry. Throws unless the page has
 * exactly one entry script, so a change in Vite's output fails the build instead of shipping a
 * page that waits for its scripts.
 * @param {string} html
 * @param {StartOptions} [options]
 */
export function startScriptsAfterFirstPaint(html, options) {
  const entries = [...html.matchAll(viteEntryScript)].map((match) => String(match[1]));
  if (entries.length !== 1) {
    throw new Error(`first-paint: expected one module entry script, found ${entries.length}`);
  }
  const preloads = [...html.matchAll(viteModulePreload)].map((match) => String(match[1]));
  const body = `${afterFirstPaint(preloads, options)}.then(() => import(${JSON.stringify(entries[0])}));`;
  return html
    .replace(viteModulePreload, "")
    .replace(viteEntryScript, () => `<script type="module">${body}</script>`);
}
