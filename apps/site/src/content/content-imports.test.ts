import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, it } from "vitest";

it("content modules never import a component (components render content, not the reverse)", () => {
  const folder = import.meta.dirname;
  const modules = readdirSync(folder).filter(
    (file) => /\.ts$/.test(file) && !file.includes(".test."),
  );
  expect(modules.length).toBeGreaterThan(10);
  for (const file of modules) {
    const source = readFileSync(join(folder, file), "utf8");
    expect(source, file).not.toMatch(/from "[^"]*\/(components|routes|layouts)\//);
  }
});
