import { appUrl } from "@repo/ui/lib/app-url";

import { i18n } from "./i18n";

type PageMeta = { title: string; description: string; path: string };

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ title, description, path }: PageMeta) {
  const url = appUrl("site", path);
  const brand = i18n.t("brand");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: i18n.language === "te" ? "te_IN" : "en_IN" },
    { name: "twitter:card", content: "summary" },
  ];
}
