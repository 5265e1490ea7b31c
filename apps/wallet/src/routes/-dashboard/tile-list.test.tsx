import { ensureLanguage } from "@repo/i18n/create-i18n";
import { walletI18n } from "@repo/i18n/wallet";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { i18n } from "../../lib/i18n";
import { hashPin } from "../../lib/pin-hash";
import { useSessionStore } from "../../stores/session-store";
import { loadLedger } from "../../stores/wallet-store";
import { openScreen } from "../../testing/open-screen";

beforeEach(async () => {
  useSessionStore.getState().signIn("9876543210", "IN");
  // A cheap hash: the dashboard only needs a PIN to exist.
  useSessionStore.getState().setPin(await hashPin("135790", 1_000));
  await loadLedger();
});
afterEach(async () => {
  useSessionStore.setState(useSessionStore.getInitialState());
  await act(() => ensureLanguage(i18n, walletI18n, "en"));
});

/** The links of one of the dashboard's rows of tiles, as their names and addresses. */
function tilesOf(row: string) {
  return within(screen.getByRole("navigation", { name: row }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("the dashboard's tiles, as the screens declare them", { timeout: 30_000 }, () => {
  it("draws the quick actions and services in order, in English and in Hindi", async () => {
    await openScreen("/dashboard");
    expect(tilesOf("Quick actions")).toEqual([
      ["Send", "/send-money"],
      ["Scan & Pay", "/scan-pay"],
      ["Receive", "/receive"],
      ["Add Money", "/add-money"],
    ]);
    expect(tilesOf("Quick services")).toEqual([
      ["Mobile Recharge", "/recharge"],
      ["Bill Payments", "/bills"],
      ["Rewards", "/rewards"],
    ]);

    await act(() => ensureLanguage(i18n, walletI18n, "hi"));
    expect(tilesOf("त्वरित कार्य").map(([label]) => label)).toEqual([
      "भेजें",
      "स्कैन और पे",
      "पाएँ",
      "पैसे जोड़ें",
    ]);
    expect(tilesOf("त्वरित सेवाएँ").map(([label]) => label)).toEqual([
      "मोबाइल रिचार्ज",
      "बिल भुगतान",
      "रिवॉर्ड्स",
    ]);
  });
});
