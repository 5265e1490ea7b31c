import { describe, expect, it } from "vitest";

import { type PlacedTile, placeTiles } from "./tiles";

const bills: PlacedTile = {
  to: "/bills",
  row: "services",
  order: 20,
  icon: "Receipt",
  copy: "bills",
};
const recharge: PlacedTile = {
  to: "/recharge",
  row: "services",
  order: 10,
  icon: "Smartphone",
  copy: "recharge",
};
const scanPay: PlacedTile = {
  to: "/scan-pay",
  row: "actions",
  order: 20,
  icon: "QrCode",
  copy: "scanPay",
};
const send: PlacedTile = {
  to: "/send-money",
  row: "actions",
  order: 10,
  icon: "Send",
  copy: "sendMoney",
};
const requests: PlacedTile = {
  to: "/requests",
  row: "services",
  order: 40,
  icon: "ArrowDownLeft",
  copy: "request",
  connected: true,
};

describe("placeTiles", () => {
  it("puts each tile in its row, in order", () => {
    expect(placeTiles([bills, scanPay, recharge, send], false)).toEqual({
      actions: [send, scanPay],
      services: [recharge, bills],
    });
  });

  it("orders tiles of the same order by path, whatever order they come in", () => {
    const rewards: PlacedTile = { ...bills, to: "/rewards", copy: "rewards", icon: "Gift" };
    expect(placeTiles([rewards, bills], false).services).toEqual([bills, rewards]);
    expect(placeTiles([bills, rewards], false).services).toEqual([bills, rewards]);
  });

  it("shows a tile of the connected build's only in the connected build", () => {
    expect(placeTiles([requests, bills], false).services).toEqual([bills]);
    expect(placeTiles([requests, bills], true).services).toEqual([bills, requests]);
  });

  it("has every row, empty when no tile is in it", () => {
    expect(placeTiles([], true)).toEqual({ actions: [], services: [] });
  });
});
