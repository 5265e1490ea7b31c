import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

import { translatedPrefix } from "./lib/page-language";

/**
 * The site's pages, each once in English at its own path and once in Telugu under /te/
 * (`/te/pricing`), both prerendered. The file name is the URL segment; `id` tells the two apart.
 */
const pages = (id: (file: string) => string | undefined) => [
  index("routes/home.tsx", { id: id("routes/home") }),
  ...[
    "features",
    "how-it-works",
    "merchant",
    "pricing",
    "security",
    "faq",
    "contact",
    "about",
    "privacy",
    "terms",
    "waitlist",
    "download",
    "demo",
    "unsubscribe",
  ].map((page) => route(page, `routes/${page}.tsx`, { id: id(`routes/${page}`) })),
];

const telugu = (file: string) => `${translatedPrefix}/${file}`;

// The one list of the site's pages.
export default [
  layout("layouts/site-layout.tsx", [
    ...pages(() => undefined),
    // 404, and wallet paths asked for on this origin (forwarded to the wallet).
    route("*", "routes/not-found.tsx"),
  ]),
  // The campaign page brings its own top bar instead of the site header.
  route("landing", "routes/landing.tsx"),
  ...prefix(translatedPrefix, [
    layout("layouts/site-layout.tsx", { id: telugu("layouts/site-layout") }, [
      ...pages(telugu),
      // The Telugu 404 (te/404.html), for unknown paths under /te/.
      route("*", "routes/not-found.tsx", { id: telugu("routes/not-found") }),
    ]),
    route("landing", "routes/landing.tsx", { id: telugu("routes/landing") }),
  ]),
] satisfies RouteConfig;
