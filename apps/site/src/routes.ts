import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The one list of the site's pages. The file name is the URL segment; each line is prerendered.
export default [
  layout("layouts/site-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("how-it-works", "routes/how-it-works.tsx"),
    route("merchant", "routes/merchant.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("security", "routes/security.tsx"),
    route("faq", "routes/faq.tsx"),
    route("contact", "routes/contact.tsx"),
    route("about", "routes/about.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("waitlist", "routes/waitlist.tsx"),
    route("download", "routes/download.tsx"),
    route("demo", "routes/demo.tsx"),
    // 404, and wallet paths asked for on this origin (forwarded to the wallet).
    route("*", "routes/not-found.tsx"),
  ]),
  // The campaign page brings its own top bar instead of the site header.
  route("landing", "routes/landing.tsx"),
] satisfies RouteConfig;
