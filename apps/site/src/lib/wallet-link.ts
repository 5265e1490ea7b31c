import { useLanguage } from "@repo/i18n/language-provider";
import { DEFAULT_LANGUAGE } from "@repo/i18n/languages";
import { appUrl, type QueryValues } from "@repo/ui/lib/app-url";

/** An absolute URL on the wallet deployment that carries the visitor's language along. */
export function useWalletUrl() {
  const { language } = useLanguage();
  return (path: string, query: QueryValues = {}) =>
    appUrl("wallet", path, language === DEFAULT_LANGUAGE ? query : { ...query, lang: language });
}
