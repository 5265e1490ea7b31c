import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterFirstPaint } from "@repo/serve/first-paint";

/**
 * A prerendered page already holds its words and layout, so it should paint from the HTML and the
 * stylesheet alone. React Router's `<Scripts>` puts a high-priority `<link rel="modulepreload">`
 * for every hydration chunk in the head and an inline module that imports them at once: their
 * downloads compete with the stylesheet and hold back first paint. This build step (run on every
 * prerendered page before the CSP hashes are taken):
 * - removes the modulepreload links from the HTML;
 * - rewrites the inline module so that it waits for the first contentful paint
 *   (`afterFirstPaint`, shared with the wallet's prerendered screens), then adds the same
 *   modulepreload links and imports the same modules in the same order.
 * The inline module's shape is checked line by line: if a React Router update changes it, the
 * build fails instead of silently shipping an unchanged page.
 */

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/** The inline hydration module, parsed; throws on any line it does not expect. */
export function parseHydrationModule(body: string) {
  const sideEffects: string[] = [];
  const routes: { name: string; href: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of body.split("\n").map((text) => text.trim())) {
    if (line === "") continue;
    let match: RegExpExecArray | null;
    if ((match = /^import "([^"]+)";$/.exec(line))) sideEffects.push(match[1]!);
    else if ((match = /^import \* as (route\d+) from "([^"]+)";$/.exec(line)))
      routes.push({ name: match[1]!, href: match[2]! });
    else if ((match = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/.exec(line)))
      routeModules = match[1];
    else if ((match = /^import\("([^"]+)"\);$/.exec(line))) entry = match[1];
    else
      throw new Error(`paint-first: unexpected line in React Router's hydration script: ${line}`);
  }
  if (!routeModules || !entry) {
    throw new Error("paint-first: React Router's hydration script changed shape");
  }
  return { sideEffects, routes, routeModules, entry };
}

/** Rewrites one prerendered page (see above). Pages without hydration scripts stay as they are. */
export function paintFirst(html: string): string {
  const preloads = [...html.matchAll(modulePreloadLink)].map((match) => match[1]!);
  const scripts = [...html.matchAll(moduleScript)];
  if (scripts.length === 0) return html;
  if (scripts.length > 1) throw new Error("paint-first: more than one hydration module");
  const { sideEffects, routes, routeModules, entry } = parseHydrationModule(scripts[0]![1]!);
  const imports = [...sideEffects, ...routes.map((route) => route.href)];
  // Side-effect imports take a hole in the destructuring: `[, , route0, route1]`.
  const bindings = [...sideEffects.map(() => ""), ...routes.map((route) => route.name)];
  const body = [
    afterFirstPaint(preloads),
    ".then(() => {",
    `  return Promise.all([${imports.map((href) => `import(${JSON.stringify(href)})`).join(", ")}]);`,
    `}).then(([${bindings.join(", ")}]) => {`,
    `  window.__reactRouterRouteModules = ${routeModules};`,
    `  return import(${JSON.stringify(entry)});`,
    "});",
  ].join("\n");
  return html
    .replace(modulePreloadLink, "")
    .replace(moduleScript, () => `<script type="module" async="">${body}</script>`);
}

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === "assets" ? [] : htmlFilesUnder(file);
    return name.endsWith(".html") ? [file] : [];
  });
}

/** Applies paintFirst to every HTML file of the client build; returns how many it rewrote. */
export function paintFirstBuild(clientDir: string): number {
  let rewritten = 0;
  for (const file of htmlFilesUnder(clientDir)) {
    const html = readFileSync(file, "utf8");
    const result = paintFirst(html);
    if (result !== html) {
      writeFileSync(file, result);
      rewritten++;
    }
  }
  return rewritten;
}
