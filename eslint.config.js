import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

import noImportCycle from "./scripts/no-import-cycle.mjs";

/**
 * The wallet's layers, each importing only from those after it (apps/wallet/README.md), with
 * no exception left (issue 25 moved the last upward imports).
 */
const walletLayers = ["routes", "components", "hooks", "stores", "data", "lib"];
const walletLayerRules = walletLayers.slice(1).map((layer, index) => {
  const above = walletLayers.slice(0, index + 1).join("|");
  const message = `The wallet's ${layer}/ imports only from the layers after it (${walletLayers.join(" → ")}).`;
  return {
    files: [`apps/wallet/src/${layer}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: `^\\.\\.?/(\\.\\./)*(${above})/`, message }] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression > Literal[value=/^\\.\\.?\\/(\\.\\.\\/)*(${above})\\//]`,
          message,
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-connected/**",
      "**/.prerender/**",
      "**/.react-router/**",
      "**/routeTree.gen.ts",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  // Type-aware rules (floating promises, unsafe any, ...) on TypeScript; plain JS is linted
  // without types.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: ["**/*.{ts,tsx}"],
  })),
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts", "vitest.setup.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.recommended],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { "simple-import-sort": simpleImportSort },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // One stable import order everywhere (autofixed by `pnpm lint --fix`).
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // An async function that does not await still turns a throw into a rejection, which
      // callers of decoders and test doubles of async APIs rely on.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  ...walletLayerRules,
  {
    files: ["apps/wallet/src/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: {
      "local/no-import-cycle": ["error", { root: `${import.meta.dirname}/apps/wallet/src` }],
    },
  },
  {
    files: [
      "**/*.config.{js,ts}",
      "**/scripts/**",
      "**/e2e/**",
      "**/e2e-dev/**",
      "packages/serve/**",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
