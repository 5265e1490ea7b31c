import { describe, expect, it } from "vitest";

import {
  allDatabaseNames,
  draftPrefix,
  ledgerChannelName,
  localStorageNames,
} from "./storage-names";

/** The wallet's own source, tests and this registry aside. */
const sources = import.meta.glob<string>(
  ["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!./storage-names.ts", "!../testing/**"],
  { query: "?raw", import: "default", eager: true },
);

const names = [
  ...Object.values(localStorageNames),
  ...allDatabaseNames,
  draftPrefix,
  ledgerChannelName,
];

describe("the registry of storage names", () => {
  it("reads the wallet's source", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("is the only place a storage name is written", () => {
    const written = Object.entries(sources).flatMap(([file, text]) =>
      names.filter((name) => text.includes(`"${name}"`)).map((name) => `${file}: "${name}"`),
    );
    expect(written).toEqual([]);
  });

  it("is where every database and storage key a module opens by a literal name comes from", () => {
    const literal =
      /(openDB|deleteDatabase|(local|session)Storage\.(get|set|remove)Item)\(\s*["'`]/;
    const found = Object.entries(sources)
      .filter(([, text]) => literal.test(text))
      .map(([file]) => file);
    expect(found).toEqual([]);
  });

  it("names every database once", () => {
    expect(new Set(allDatabaseNames).size).toBe(allDatabaseNames.length);
  });
});
