import type { HomeCountryCode } from "@repo/pricing/home-countries";
import type { KeyPrefix, ParseKeys, TOptions } from "i18next";
import { useTranslation } from "react-i18next";

import { useHomeCountry } from "./use-home-country";

/** A key as screens name it: `methods.phone.name`, whose Zambian words are `methods.phone.name_ZM`. */
type PlainKey<Key> = Key extends `${infer Plain}_${HomeCountryCode}` ? Plain : Key;

/** The keys under a wallet copy prefix, home-country variants named by their plain key. */
export type HomeCopyKey<Prefix extends KeyPrefix<"wallet">> = PlainKey<
  ParseKeys<"wallet", TOptions, Prefix>
>;

/** A `t` over the keys under a prefix, each looked up with the home country as its context. */
type HomeT<Prefix extends KeyPrefix<"wallet">> = (
  key: HomeCopyKey<Prefix>,
  options?: Record<string, unknown>,
) => string;

/**
 * The wallet's copy under `keyPrefix` in the words of the account's home country: each key is
 * looked up with the country as its context (`methods.phone.name_ZM` for a Zambian account, which
 * `loadHomeCopy` loaded), else as itself. A misspelt key fails typecheck; the screen never picks
 * copy by country.
 */
export function useHomeCopy<Prefix extends KeyPrefix<"wallet">>(keyPrefix: Prefix) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix });
  const { code } = useHomeCountry();
  // The typed `t` cannot express a context only some keys have (as in use-input-guard).
  const say = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const homeT = (key: string, options: Record<string, unknown> = {}) =>
    say(key, { ...options, context: code });
  return { t: homeT as HomeT<Prefix>, i18n };
}
