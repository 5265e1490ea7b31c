import { readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { contextCopy } from "./context-copy";
import { copyKey, withCountryCopy } from "./copy-by-file";
import { type AppId, languagesFor } from "./languages";

/** The copy files on disk for one language and app, by the key they load under. */
function keysOnDisk(language: string, app: AppId): string[] {
  const folder = join(import.meta.dirname, "locales", language, app);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map(copyKey)
    .sort();
}

/** A language's home-country copy files on disk (`ZM/sendMoney.json`), by country and screen. */
function countryFilesOnDisk(language: string): [country: string, screen: string, path: string][] {
  const folder = join(import.meta.dirname, "locales", language, "wallet");
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(folder, entry.name))
        .filter((file) => file.endsWith(".json"))
        .map(
          (file) =>
            [entry.name, copyKey(file), `${entry.name}/${file}`] as [string, string, string],
        ),
    );
}

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
const countryFiles = import.meta.glob<Tree>("./locales/*/wallet/*/*.json", {
  eager: true,
  import: "default",
});

const indexes = import.meta.glob<Record<AppId, object>>("./locales/*/*/index.ts");

describe.each(["site", "wallet"] as const)("the %s's copy files", (app) => {
  it.each(languagesFor(app).map((language) => language.code))(
    "%s loads every JSON file in its folder, and nothing else",
    async (code) => {
      const load = indexes[`./locales/${code}/${app}/index.ts`];
      expect(load, `locales/${code}/${app}/index.ts`).toBeDefined();
      const copy = (await load!())[app];
      expect(Object.keys(copy).sort()).toEqual(keysOnDisk(code, app));
      expect(keysOnDisk(code, app).length).toBeGreaterThan(5);
    },
  );
});

describe.each(languagesFor("wallet").map((language) => language.code))(
  "the wallet's %s home-country copy",
  (code) => {
    it("joins its screens as context keys, every word of every country file", async () => {
      const files = countryFilesOnDisk(code);
      expect(files.map(([country]) => country)).toContain("ZM");
      const copy = (await indexes[`./locales/${code}/wallet/index.ts`]!()).wallet as Record<
        string,
        Tree
      >;
      for (const [country, screen, path] of files) {
        const loaded = leaves(copy[screen]!);
        const words = leaves(countryFiles[`./locales/${code}/wallet/${path}`]!);
        expect(words.length, path).toBeGreaterThan(0);
        for (const key of words) expect(loaded, path).toContain(`${key}_${country}`);
      }
    });
  },
);

describe("the wallet's English home-country copy", () => {
  it("loads every country file with its country's accounts, not with the shell", async () => {
    const { walletCountryCopyFiles } = await import("./apps/wallet-country");
    const found = walletCountryCopyFiles.map((file) => file.split("/").slice(-2).join("/"));
    expect(found.sort()).toEqual(
      countryFilesOnDisk("en")
        .map(([, , path]) => path)
        .sort(),
    );
  });
});

describe("withCountryCopy", () => {
  it("adds a country's words to its screen as context keys, at every depth", () => {
    const screens = { send: { title: "Send", methods: { phone: { name: "To Mobile Number" } } } };
    expect(
      withCountryCopy(screens, {
        ZM: { send: { methods: { phone: { name: "To a SangamPay user" } } } },
      }),
    ).toEqual({
      send: {
        title: "Send",
        methods: { phone: { name: "To Mobile Number", name_ZM: "To a SangamPay user" } },
      },
    });
    expect(contextCopy({ intro: "Hi", deep: { line: "Yes" } }, "KE")).toEqual({
      intro_KE: "Hi",
      deep: { line_KE: "Yes" },
    });
  });

  it("refuses a country file for a screen that does not exist", () => {
    expect(() => withCountryCopy({ send: {} }, { ZM: { sned: {} } as never })).toThrow(
      "ZM/sned.json names no screen",
    );
  });
});

describe("copyKey", () => {
  it("names a file by its camel-cased base name", () => {
    expect(copyKey("./home-sections.json")).toBe("homeSections");
    expect(copyKey("./profilePaymentMethods.json")).toBe("profilePaymentMethods");
  });
});

describe("the wallet's English", () => {
  it("loads every screen's file once: bundled with the shell or fetched with its route", async () => {
    const { walletEntryCopy, walletLazyCopyFiles } = await import("./apps/wallet");
    const lazy = walletLazyCopyFiles.map((file) => copyKey(file.split("/").pop()!));
    expect(lazy.filter((key) => walletEntryCopy.includes(key as never))).toEqual([]);
    expect([...walletEntryCopy, ...lazy].sort()).toEqual(keysOnDisk("en", "wallet"));
    expect(walletEntryCopy).toEqual(
      expect.arrayContaining(["app", "splash", "onboarding", "login", "dashboard", "sendMoney"]),
    );
  });
});
