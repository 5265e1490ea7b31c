// Build helpers shared by both apps' Vite configs. Plain JavaScript (checked by tsc through JSDoc).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve, sep } from "node:path";

/**
 * @typedef {{ name: string, test: (id: string) => boolean }} ChunkGroup
 * @typedef {{ name: string, packages?: readonly string[], modules?: readonly string[],
 *   virtual?: readonly string[] }} NamedChunkGroup
 */

/**
 * What each group expects and what it matched so far, keyed by its `test` function: Vite deep-clones
 * the build options, so the group itself stays a plain object.
 * @type {WeakMap<Function, { expected: string[], matched: Set<string> }>}
 */
const groupState = new WeakMap();

/** @param {string} id */
const normalize = (id) => id.split("?")[0]?.split(sep).join("/") ?? id;

/**
 * One Rolldown `codeSplitting` group made of named packages and named source files, instead of a
 * regular expression over paths. Every listed package must resolve and every listed module must
 * exist, and `checkChunkGroups()` fails the build when a listed name ends up in no module of the
 * bundle (renamed, moved, no longer imported): the group cannot silently stop matching. Packages
 * match any installed copy (transitive dependencies too); modules are paths relative to `root`
 * (starting with ".") or package exports (`@repo/ui/components/button`).
 *
 * @param {NamedChunkGroup} group
 * @param {{ root: string }} options `root`: the app folder that module paths are relative to
 * @returns {ChunkGroup}
 */
export function namedChunkGroup({ name, packages = [], modules = [], virtual = [] }, { root }) {
  // Any installed copy of the package (pnpm: node_modules/.pnpm/<name>@<version>/node_modules/<name>/).
  const packageDirs = packages.map((pkg) => ({
    label: `package ${pkg}`,
    segment: `/node_modules/${pkg}/`,
  }));
  // Modules the bundler makes itself (\0-prefixed ids), e.g. "vite/preload-helper".
  const virtualIds = virtual.map((id) => ({ label: `virtual ${id}`, id }));
  const moduleFiles = modules.map((file) => {
    const absolute = file.startsWith(".")
      ? resolve(root, file)
      : createRequire(`${root}/`).resolve(file);
    if (!existsSync(absolute)) throw new Error(`chunk group ${name}: no module ${file}`);
    return { label: `module ${file}`, file: normalize(absolute) };
  });
  /** @type {Set<string>} */
  const matched = new Set();
  /** @param {string} id */
  const test = (id) => {
    const path = normalize(id);
    for (const entry of packageDirs) {
      if (path.includes(entry.segment)) {
        matched.add(entry.label);
        return true;
      }
    }
    for (const entry of moduleFiles) {
      if (path === entry.file) {
        matched.add(entry.label);
        return true;
      }
    }
    for (const entry of virtualIds) {
      if (path.startsWith("\0") && path.includes(entry.id)) {
        matched.add(entry.label);
        return true;
      }
    }
    return false;
  };
  const expected = [packageDirs, moduleFiles, virtualIds].flat().map((entry) => entry.label);
  groupState.set(test, { expected, matched });
  return { name, test };
}

/** @param {ChunkGroup} group */
function stateOf(group) {
  const state = groupState.get(group.test);
  if (!state) throw new Error(`chunk group ${group.name} was not made by namedChunkGroup()`);
  return state;
}

/**
 * A Vite plugin that fails the build when a named chunk group's package or module matched no
 * module of the client bundle, and writes `.vite/bundle-stats.json` (each chunk's modules and
 * their rendered sizes) for `pnpm bench`'s per-package breakdown.
 * @param {ChunkGroup[]} groups
 * @param {{ environment?: string }} [options] the Vite environment to check (default "client")
 * @returns {import("vite").Plugin}
 */
export function checkChunkGroups(groups, { environment = "client" } = {}) {
  return {
    name: "check-chunk-groups",
    apply: "build",
    buildStart() {
      if (this.environment.name !== environment) return;
      for (const group of groups) stateOf(group).matched.clear();
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== environment) return;
      const missing = groups.flatMap((group) => {
        const { expected, matched } = stateOf(group);
        return expected.filter((label) => !matched.has(label)).map((l) => `${group.name}: ${l}`);
      });
      if (missing.length > 0) {
        this.error(
          `Chunk groups name what is not in the bundle (update the group in vite.config.ts):\n  ${missing.join("\n  ")}`,
        );
      }
      /** @type {Record<string, Record<string, number>>} */
      const stats = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        stats[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        );
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/bundle-stats.json",
        source: JSON.stringify(stats),
      });
    },
  };
}
