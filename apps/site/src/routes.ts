import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The one list of the site's pages. The file name is the URL segment; each line is prerendered.
export default [
  layout("layouts/site-layout.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
