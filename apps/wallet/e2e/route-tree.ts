import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("../src/", import.meta.url));
/** The screens whose English ships with the shell (`entryCopy` in @repo/i18n's wallet.ts). */
const shellCopy = new Set(
  /const entryCopy = \{([^}]*)\}/
    .exec(
      readFileSync(new URL("../../../packages/i18n/src/apps/wallet.ts", import.meta.url), "utf8"),
    )![1]!
    .split(",")
    .map((name) => name.trim()),
);

export type Screen = {
  /** The path a link names (`/transactions/$id`, `/profile`). */
  path: string;
  /** Its file under src/routes, as its chunk's source names it (`profile/index`). */
  file: string;
  /** The screens' copy its loader asks for in the local build, less what ships with the shell. */
  copy: string[];
};

/**
 * Every screen of the wallet, read from the generated route tree (src/routeTree.gen.ts), so a new
 * screen is measured by the budget specs without an edit; layouts (a route with children) are
 * not screens of their own.
 */
export function walletScreens(): Screen[] {
  const tree = readFileSync(`${src}routeTree.gen.ts`, "utf8");
  const fileOf = new Map(
    [...tree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/routes\/(.+)'/g)].map(
      ([, name, file]) => [name!, file!],
    ),
  );
  const byTo = /interface FileRoutesByTo \{([^}]*)\}/.exec(tree)?.[1] ?? "";
  return [...byTo.matchAll(/'([^']+)': typeof (\w+)/g)].map(([, path, name]) => {
    const file = fileOf.get(name!);
    if (!file) throw new Error(`No route file for ${path} in routeTree.gen.ts`);
    return { path: path!, file, copy: loaderCopy(file) };
  });
}

/**
 * The copy a route's loader names (`loadCopy(...)`, `loadHomeCopy(...)` between `loader:` and
 * the next option) in the local build: less what ships with the shell and what only the
 * connected wallet asks for (`connected ? … : …`).
 */
function loaderCopy(file: string): string[] {
  const source = readFileSync(`${src}routes/${file}.tsx`, "utf8");
  const loader = /\n {2}loader:([\s\S]*?)\n {2}\w+:/.exec(source)?.[1] ?? "";
  const local = loader.replace(/connected\s*\?[^:]*:/g, "");
  const named = [...local.matchAll(/load(?:Home)?Copy\(([^)]*)\)/g)].flatMap(([, args]) =>
    [...args!.matchAll(/"(\w+)"/g)].map(([, name]) => name!),
  );
  return [...new Set(named)].filter((name) => !shellCopy.has(name)).sort();
}
