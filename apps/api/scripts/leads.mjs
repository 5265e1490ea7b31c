// `pnpm leads ...` at the repository's root: the team's command for what the site's forms stored
// (src/leads/cli.ts, run through tsx from here so that it needs no build).
import { fileURLToPath } from "node:url";

import { tsImport } from "tsx/esm/api";

const { runLeadsCli } = await tsImport("../src/leads/cli.ts", import.meta.url);
const { runDir } = await tsImport("../src/leads/runtime.ts", import.meta.url);

process.exitCode = await runLeadsCli(process.argv.slice(2), {
  env: process.env,
  runDir: runDir(fileURLToPath(new URL("../../..", import.meta.url))),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
