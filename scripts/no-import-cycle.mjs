// An ESLint rule: no module may reach itself again through relative imports (static, type-only or
// dynamic `import()`). It reads the import graph of the linted file's app source once per run,
// by the import strings alone (fast: no type information), and reports each import that leads
// back to the file, with the cycle's path.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const IMPORT =
  /(?:import|export)\s[^"'`;]*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The file an import string names, if it is one of the app's own. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const graphs = new Map();

/** The import graph of every source file under `root`, made once per lint run. */
function graphOf(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, "utf8");
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const path = queue.shift();
    for (const next of graph.get(path.at(-1)) ?? []) {
      if (next === goal) return [...path, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles among an app's own modules" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, required: ["root"] }],
    messages: { cycle: "Import cycle: {{path}}" },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0].root);
    const file = context.filename;
    if (!file.startsWith(root) || /\.test\.tsx?$/.test(file)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const back = pathBack(graphOf(root), target, file);
      if (!back) return;
      const path = [file, ...back].map((p) => relative(root, p)).join(" → ");
      context.report({ node, messageId: "cycle", data: { path } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
