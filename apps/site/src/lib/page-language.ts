/**
 * Which language a page's URL holds: English at `/pricing`, Telugu at `/te/pricing` (and `/te` for
 * the home page). Tiny on purpose: every page's first load carries it.
 */
export const translatedPrefix = "te";

const translated = `/${translatedPrefix}`;

export type PageLanguage = "en" | "te";

/** The language a path is written in. */
export function pathLanguage(pathname: string): PageLanguage {
  return pathname === translated || pathname.startsWith(`${translated}/`) ? "te" : "en";
}

/** The same page's path in `language` (`/pricing` ⇄ `/te/pricing`, `/` ⇄ `/te`). */
export function pathIn(language: PageLanguage, pathname: string): string {
  const english =
    pathLanguage(pathname) === "te" ? pathname.slice(translated.length) || "/" : pathname;
  if (language === "en") return english;
  return english === "/" ? translated : `${translated}${english}`;
}
