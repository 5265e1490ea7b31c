import { loadWalletCopy, type WalletScreen } from "@repo/i18n/wallet";

import { i18n } from "./i18n";

/**
 * A route's loader: its own English words plus the wallet-wide "app" words (Back, keypad).
 * Payment screens add "payment" for the PIN confirm and the receipt.
 */
export function loadCopy(...screens: WalletScreen[]): Promise<void> {
  return Promise.all(
    ["app" as const, ...screens].map((screen) => loadWalletCopy(i18n, screen)),
  ).then(() => undefined);
}
