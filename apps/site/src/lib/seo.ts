import type { SiteMetaPage } from "@repo/i18n/site";
import { appUrl } from "@repo/ui/lib/app-url";

import { addSiteCopy, i18n } from "./i18n";
import { type PageLanguage, pathIn } from "./page-language";

type PageMeta = { title: string; description: string; path: string };

/**
 * Title, description, canonical URL, language alternates (English, Telugu, and English as the
 * default) and Open Graph tags for one page, in the language it is shown in. `path` is the
 * page's English path.
 */
export function pageMeta({ title, description, path }: PageMeta) {
  const language: PageLanguage = i18n.language === "te" ? "te" : "en";
  const url = appUrl("site", pathIn(language, path));
  const brand = i18n.t("brand");
  const alternate = (hrefLang: string, href: string) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: appUrl("site", href),
  });
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    alternate("en", path),
    alternate("te", pathIn("te", path)),
    alternate("x-default", path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: language === "te" ? "te_IN" : "en_IN" },
    { name: "twitter:card", content: "summary" },
  ];
}

type SitePageOptions = {
  /** Values the description's wording takes (`{{merchantRate}}`), read when the page renders. */
  values?: () => Record<string, string>;
  /** Kept out of search engines (and so out of sitemap.xml). */
  noindex?: boolean;
};

/**
 * A page's route module in one line: adds the page's English words (`copy`, its
 * `locales/en/site/<page>.json`) and returns its `meta`: the title and description under
 * `<page>.meta` in that copy, at the page's path (`home` is `/`, `howItWorks` `/how-it-works`).
 * Retitling a page is an edit of its copy alone.
 */
export function sitePage(
  page: SiteMetaPage,
  copy: object,
  { values, noindex }: SitePageOptions = {},
) {
  addSiteCopy(page, copy);
  const path = page === "home" ? "/" : `/${page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return () => [
    ...pageMeta({
      title: i18n.t(`${page}.meta.title`, { ns: "site" }),
      description: i18n.t(`${page}.meta.description`, { ns: "site", ...values?.() }),
      path,
    }),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
