import { readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { copyKey } from "./copy-by-file";
import { type AppId, languagesFor } from "./languages";

/** The copy files on disk for one language and app, by the key they load under. */
function keysOnDisk(language: string, app: AppId): string[] {
  const folder = join(import.meta.dirname, "locales", language, app);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map(copyKey)
    .sort();
}

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
