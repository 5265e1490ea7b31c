import { describe, expect, it } from "vitest";

import { type AppId, languages, languagesFor } from "./languages";

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>("./locales/*/**/*.json", { eager: true, import: "default" });

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = Object.entries(files).filter(([path]) => path.startsWith("./locales/en/"));

describe.each(languages.filter((l) => l.code !== "en"))("$englishName resources", (language) => {
  const offers = (app: AppId) => languagesFor(app).includes(language);
  const shipped = english.filter(([path]) => {
    // The site's e-mails (mail/) are written in the language of the page they came from.
    if (path.includes("/site/") || path.includes("/mail/")) return offers("site");
    if (path.includes("/wallet/")) return offers("wallet");
    return true;
  });

  it.each(shipped.map(([path]) => path))(
    "%s has exactly English's keys and placeholders",
    (path) => {
      const translated = files[path.replace("/en/", `/${language.code}/`)];
      expect(translated, `missing file for ${language.code}`).toBeDefined();
      const source = flatten(files[path]!);
      const target = flatten(translated!);
      expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of source) {
        expect(placeholders(target.get(key)!), `${key} placeholders`).toEqual(placeholders(text));
        expect(target.get(key)!.trim(), `${key} is empty`).not.toBe("");
      }
    },
  );
});
