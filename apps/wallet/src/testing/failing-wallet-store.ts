import type * as WalletStore from "../stores/wallet-store";

/**
 * The wallet store with a read that throws, for `vi.mock("…/stores/wallet-store", …)`: a screen
 * that shows money (the dashboard) fails while rendering, as an unreadable ledger would make it.
 */
export async function walletStoreThatThrows(
  importOriginal: <T>() => Promise<T>,
): Promise<typeof WalletStore> {
  const actual = await importOriginal<typeof WalletStore>();
  return {
    ...actual,
    useWalletStore: (() => {
      throw new Error("ledger unreadable");
    }) as unknown as typeof actual.useWalletStore,
  };
}
