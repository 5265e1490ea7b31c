import { useLanguage } from "@repo/i18n/language-provider";
import { languagesFor } from "@repo/i18n/languages";
import { appUrl } from "@repo/ui/lib/app-url";

/** A link to the marketing site that carries the language along when the site offers it. */
export function useSiteUrl() {
  const { language } = useLanguage();
  const carried = language !== "en" && languagesFor("site").some((l) => l.code === language);
  return (path: string) => appUrl("site", path, carried ? { lang: language } : undefined);
}
