import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { tileOf, tilesModule } from "./dashboard-tiles";

const routesDir = join(import.meta.dirname, "../src/routes");
const routeSources = readdirSync(routesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
  .map((file) => readFileSync(join(routesDir, file), "utf8"));
const english = (copy: string) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, `../../../packages/i18n/src/locales/en/wallet/${copy}.json`),
      "utf8",
    ),
  ) as unknown;

/** The paths of each row of a tiles module, in order. */
function rowsOf(module: string) {
  const rows = /export const tiles = \{actions:\[(.*)\],services:\[(.*)\]\};/.exec(module);
  const paths = (row = "") => [...row.matchAll(/to:"([^"]+)"/g)].map(([, path]) => path);
  return { actions: paths(rows?.[1]), services: paths(rows?.[2]) };
}

const scratch = `import type { Tile } from "../lib/tiles";

export const tile = { row: "services", order: 25, icon: "Sparkles", copy: "rewards" } satisfies Tile;

export const Route = createFileRoute("/scratch")({ component: Scratch });`;

describe("tileOf", () => {
  it("reads a route's tile and the path it opens", () => {
    expect(tileOf(scratch)).toEqual({
      to: "/scratch",
      row: "services",
      order: 25,
      icon: "Sparkles",
      copy: "rewards",
    });
  });

  it("reads a tile as Prettier wraps it, and an index route's path without its slash", () => {
    const source = `export const tile = {
  row: "actions",
  order: 10,
  icon: "Send",
  copy: "sendMoney",
  connected: true,
} satisfies Tile;

export const Route = createFileRoute("/send-money/")({`;
    expect(tileOf(source)).toEqual({
      to: "/send-money",
      row: "actions",
      order: 10,
      icon: "Send",
      copy: "sendMoney",
      connected: true,
    });
  });

  it("is null for a route without a tile, and fails on a tile it cannot read", () => {
    expect(tileOf(`export const Route = createFileRoute("/profile/")({});`)).toBeNull();
    expect(() => tileOf(`export const tile = makeTile("bills");`)).toThrow(/satisfies Tile/);
    expect(() =>
      tileOf(`export const tile = { row: "side", order: 1 } satisfies Tile;
export const Route = createFileRoute("/x")({});`),
    ).toThrow(/The tile of \/x needs/);
  });
});

describe("tilesModule, on the wallet's route files", () => {
  it("has the quick actions and services in order, with their icons and English labels", () => {
    const module = tilesModule(routeSources, english, false);
    expect(rowsOf(module)).toEqual({
      actions: ["/send-money", "/scan-pay", "/receive", "/add-money"],
      services: ["/recharge", "/bills", "/rewards"],
    });
    expect(module).toContain(
      'import { ArrowDownToLine, Gift, Plus, QrCode, Receipt, Send, Smartphone } from "lucide-react";',
    );
    expect(module).toContain('{to:"/bills",copy:"bills",icon:Receipt}');
    expect(module).toContain(
      'export const tileLabels = {"sendMoney":"Send","scanPay":"Scan & Pay","receive":"Receive","addMoney":"Add Money","recharge":"Mobile Recharge","bills":"Bill Payments","rewards":"Rewards"};',
    );
  });

  it("adds the connected wallet's requests in its build only", () => {
    const module = tilesModule(routeSources, english, true);
    expect(rowsOf(module).services).toEqual(["/recharge", "/bills", "/rewards", "/requests"]);
    expect(module).toContain('"request":"Requests"');
  });

  it("places a new screen's tile without an edit to the dashboard", () => {
    const module = tilesModule([...routeSources, scratch], english, false);
    expect(rowsOf(module).services).toEqual(["/recharge", "/bills", "/scratch", "/rewards"]);
    expect(module).toMatch(/import \{ .*\bSparkles\b.* \} from "lucide-react";/);
  });

  it("fails when a tile's copy has no tile label", () => {
    const unlabelled = scratch.replace('copy: "rewards"', 'copy: "profile"');
    expect(() => tilesModule([unlabelled], english, false)).toThrow(
      "The profile copy has no tile label",
    );
  });
});
