import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { checkChunkGroups, namedChunkGroup } from "./chunks.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const pnpmReact = "/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/index.js";

/**
 * Runs the plugin's hooks the way a client build would, with `tested` ids seen by the group.
 * @param {import("./chunks.js").ChunkGroup} group
 * @param {string[]} tested
 */
function build(group, tested) {
  // The hooks are plain functions here (not { handler } objects).
  const plugin = /** @type {any} */ (checkChunkGroups([group]));
  /** @type {string[]} */
  const errors = [];
  /** @type {{ fileName: string, source: string }[]} */
  const emitted = [];
  const context = {
    environment: { name: "client" },
    error: (/** @type {string} */ message) => {
      errors.push(message);
      throw new Error(message);
    },
    emitFile: (/** @type {{ fileName: string, source: string }} */ file) => emitted.push(file),
  };
  plugin.buildStart.call(context);
  for (const id of tested) group.test(id);
  const bundle = {
    "assets/shell.js": {
      type: "chunk",
      fileName: "assets/shell.js",
      modules: { [pnpmReact]: { renderedLength: 10 } },
    },
  };
  try {
    plugin.generateBundle.call(context, {}, bundle);
  } catch {
    // recorded in errors
  }
  return { errors, emitted };
}

describe("namedChunkGroup", () => {
  const group = () =>
    namedChunkGroup(
      {
        name: "shell",
        packages: ["react-dom"],
        modules: ["./src/chunks.js"],
        virtual: ["vite/preload-helper"],
      },
      { root },
    );

  it("takes a listed package's files, any installed copy, a listed module and a listed virtual module", () => {
    const shell = group();
    expect(shell.test(pnpmReact)).toBe(true);
    expect(shell.test(`${root}src/chunks.js`)).toBe(true);
    expect(shell.test("\0vite/preload-helper.js")).toBe(true);
    expect(shell.test("/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js")).toBe(
      false,
    );
    expect(shell.test(`${root}src/headers.js`)).toBe(false);
  });

  it("refuses a module that does not exist", () => {
    expect(() => namedChunkGroup({ name: "shell", modules: ["./src/gone.js"] }, { root })).toThrow(
      /no module \.\/src\/gone\.js/,
    );
  });

  it("fails the build when a listed name matched nothing, and passes when all did", () => {
    const failing = build(group(), [pnpmReact, `${root}src/chunks.js`]);
    expect(failing.errors.join()).toContain("shell: virtual vite/preload-helper");
    const passing = build(group(), [pnpmReact, `${root}src/chunks.js`, "\0vite/preload-helper.js"]);
    expect(passing.errors).toEqual([]);
    expect(passing.emitted[0]?.fileName).toBe(".vite/bundle-stats.json");
    expect(JSON.parse(passing.emitted[0]?.source ?? "{}")).toEqual({
      "assets/shell.js": { [pnpmReact]: 10 },
    });
  });
});
