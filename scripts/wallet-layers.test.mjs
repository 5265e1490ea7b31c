import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The wallet's layers and its no-cycle rule (eslint.config.js, scripts/no-import-cycle.mjs),
// shown by deliberate breaches linted as if they were in the tree.
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const rules = ["no-restricted-imports", "no-restricted-syntax", "local/no-import-cycle"];
// Only these rules, without type information (the type-aware parse would take a minute).
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => rules.includes(ruleId),
  overrideConfig: [{ languageOptions: { parserOptions: { projectService: false } } }],
});

/** The messages of the layer and cycle rules for `code` placed at `path`. */
async function breaches(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${path}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the wallet's layers", { timeout: 60_000 }, () => {
  it("refuses an upward import, static or dynamic", async () => {
    const found = await breaches(
      "apps/wallet/src/lib/qr-code.ts",
      'import { useWalletStore } from "../stores/wallet-store";\nexport const x = () => import("../data/open-ledger");\nexport const y = useWalletStore;\n',
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*lib\/ imports only from the layers after it/,
      ),
      expect.stringMatching(/^no-restricted-syntax: .*lib\/ imports only from the layers after it/),
    ]);
  });

  it("refuses an import cycle, naming its path", async () => {
    // lib/drafts.ts imports lib/storage-names.ts: importing drafts back closes a cycle.
    const found = await breaches(
      "apps/wallet/src/lib/storage-names.ts",
      'import { readDraft } from "./drafts";\nexport const z = readDraft;\n',
    );
    expect(found).toEqual([
      "local/no-import-cycle: Import cycle: lib/storage-names.ts → lib/drafts.ts → lib/storage-names.ts",
    ]);
  });

  it("lets a layer import from the layers after it", async () => {
    const found = await breaches(
      "apps/wallet/src/stores/erase-all-data.ts",
      'import { clearDrafts } from "../lib/drafts";\nimport { openLedger } from "../data/open-ledger";\nexport const w = [clearDrafts, openLedger];\n',
    );
    expect(found).toEqual([]);
  });
});
