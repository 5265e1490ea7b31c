// Performance budgets of the production build: what a first visit to a page downloads before it
// can hydrate (the page's <link rel="modulepreload"> scripts and its stylesheets), gzipped the way
// a static host serves them. Run after `pnpm --filter site build`:
//   node scripts/check-budgets.mjs        (also run by e2e/budgets.spec.ts)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** 1 KB = 1024 bytes here. */
export const KB = 1024;

/** Gzipped bytes allowed per page. */
export const budgets = { "/": { js: 130 * KB, css: 15 * KB } };

export const clientDir = fileURLToPath(new URL("../dist/client/", import.meta.url));

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * @param {string} path a prerendered page, e.g. "/" or "/pricing"
 * @returns {{ path: string, js: number, css: number, files: { href: string, bytes: number }[] }}
 */
export function measurePage(path, dir = clientDir) {
  const html = readFileSync(join(dir, path, "index.html"), "utf8");
  const links = html.match(/<link\s[^>]*>/g) ?? [];
  const hrefs = (rel) => [
    ...new Set(
      links
        .filter((tag) => attribute(tag, "rel") === rel)
        .map((tag) => attribute(tag, "href")?.replace(/#.*$/, ""))
        .filter(Boolean),
    ),
  ];
  const size = (href) => ({ href, bytes: gzipSync(readFileSync(join(dir, href))).length });
  const js = hrefs("modulepreload").map(size);
  const css = hrefs("stylesheet").map(size);
  const sum = (files) => files.reduce((total, file) => total + file.bytes, 0);
  return { path, js: sum(js), css: sum(css), files: [...js, ...css] };
}

/** Every budget that a page goes over, as readable lines (empty when all are met). */
export function overBudget(dir = clientDir) {
  return Object.entries(budgets).flatMap(([path, budget]) => {
    const page = measurePage(path, dir);
    return ["js", "css"]
      .filter((kind) => page[kind] > budget[kind])
      .map((kind) => `${path} ${kind}: ${format(page[kind])} > ${format(budget[kind])}`);
  });
}

export const format = (bytes) => `${(bytes / KB).toFixed(2)} KB (${bytes} B)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const path of Object.keys(budgets)) {
    const page = measurePage(path);
    console.log(`${path}\n  JS  ${format(page.js)}\n  CSS ${format(page.css)}`);
    for (const file of page.files) console.log(`    ${format(file.bytes).padEnd(24)} ${file.href}`);
  }
  const over = overBudget();
  for (const line of over) console.error(`Over budget: ${line}`);
  process.exit(over.length > 0 ? 1 : 0);
}
