import { beforeEach, describe, expect, it } from "vitest";

import { localStorageNames } from "../lib/storage-names";
import { useLinkedMethodsStore } from "./linked-methods-store";

const bank = {
  id: "bank-linked-abc",
  country: "ZM",
  bankName: "Stanbic Bank Zambia",
  accountType: "savings",
  last4: "8901",
  sortCode: "040001",
  primary: false,
};
const card = {
  id: "card-linked-abc",
  country: "IN",
  issuer: "",
  network: "rupay",
  kind: "debit",
  last4: "0000",
  expiry: "11/30",
  holder: "Priya Sharma",
};

/** Reads the store back from what this browser holds under its name. */
async function readBack(state: unknown) {
  localStorage.setItem(localStorageNames.linkedMethods, JSON.stringify({ state, version: 1 }));
  await useLinkedMethodsStore.persist.rehydrate();
  return useLinkedMethodsStore.getState();
}

beforeEach(() => {
  localStorage.clear();
  useLinkedMethodsStore.setState({ banks: [], cards: [] });
});

describe("the bank accounts and cards linked on this device", () => {
  it("keeps the accounts a wallet linked before cards could be saved", async () => {
    const read = await readBack({ banks: [bank] });
    expect(read.banks).toEqual([bank]);
    expect(read.cards).toEqual([]);
  });

  it("reads a saved card back, and drops one that does not fit, or a number it should not hold", async () => {
    const read = await readBack({
      banks: [],
      cards: [
        card,
        { ...card, id: "card-linked-b", expiry: "13/30" },
        { ...card, number: "6080000000000000" },
      ],
    });
    expect(read.cards).toEqual([card, card]);
    expect(JSON.stringify(read.cards)).not.toContain("6080000000000000");
  });

  it("saves only what it is given to keep, under a new id", () => {
    const saved = useLinkedMethodsStore.getState().addCard({
      country: "ZM",
      network: "visa",
      kind: "credit",
      last4: "1111",
      expiry: "08/29",
      holder: "Mwila Banda",
    });
    expect(saved).toMatchObject({ issuer: "", last4: "1111" });
    expect(saved.id).toMatch(/^card-linked-[a-z0-9]+$/);
    const stored = localStorage.getItem(localStorageNames.linkedMethods)!;
    expect((JSON.parse(stored) as { state: { cards: unknown[] } }).state.cards).toEqual([saved]);
  });
});
