import { type ContextCopy, contextCopy } from "./context-copy";

/** The key a copy file is known by: `home-sections.json` → `homeSections`, `addMoney.json` → `addMoney`. */
export function copyKey(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * One language's copy for an app, from an eager `import.meta.glob` of its folder: every JSON file
 * there, under its `copyKey`. No list to keep: a new file is loaded the moment it exists.
 */
export function copyByFile(files: Record<string, object>): Record<string, object> {
  return Object.fromEntries(Object.entries(files).map(([path, copy]) => [copyKey(path), copy]));
}

type Copy = { [key: string]: string | Copy };

function merge(into: Copy, from: Copy): Copy {
  const out: Copy = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const there = out[key];
    out[key] = typeof value === "object" && typeof there === "object" ? merge(there, value) : value;
  }
  return out;
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** Each screen's words with every country's own words for it added as `_<country>` context keys. */
export type WithCountryCopy<
  Screens,
  Countries extends Record<string, Partial<Record<keyof Screens, object>>>,
> = {
  [S in keyof Screens]: Screens[S] &
    UnionToIntersection<
      {
        [C in keyof Countries]: Countries[C][S] extends object
          ? ContextCopy<Countries[C][S], C & string>
          : unknown;
      }[keyof Countries]
    >;
};

/**
 * A home country's own words for a screen live beside it (`ZM/sendMoney.json` beside
 * `sendMoney.json`) and join the screen's copy as context keys (`methods.phone.name_ZM`), so a
 * screen says `t("methods.phone.name", { context: country })` and never picks copy by country.
 * A country's file for a screen that does not exist is a mistake, not a new screen.
 */
export function withCountryCopy<
  Screens extends Record<string, object>,
  Countries extends Record<string, Partial<Record<keyof Screens, object>>>,
>(screens: Screens, countries: Countries): WithCountryCopy<Screens, Countries> {
  const out: Record<string, Copy> = { ...(screens as Record<string, Copy>) };
  for (const [country, copies] of Object.entries(countries)) {
    for (const [screen, copy] of Object.entries(copies as Record<string, object>)) {
      if (!out[screen]) throw new Error(`${country}/${screen}.json names no screen`);
      out[screen] = merge(out[screen], contextCopy(copy, country) as Copy);
    }
  }
  return out as WithCountryCopy<Screens, Countries>;
}

/**
 * One language's country copy from an eager `import.meta.glob` of its country folders
 * (`./ZM/sendMoney.json`), by country and screen.
 */
export function countryCopyByFile(
  files: Record<string, object>,
): Record<string, Record<string, object>> {
  const out: Record<string, Record<string, object>> = {};
  for (const [path, copy] of Object.entries(files)) {
    const country = path.split("/").at(-2)!;
    (out[country] ??= {})[copyKey(path)] = copy;
  }
  return out;
}
