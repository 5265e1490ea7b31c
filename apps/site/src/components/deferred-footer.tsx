import { lazy, Suspense } from "react";

const SiteFooter = lazy(() =>
  import("./site-footer").then((module) => ({ default: module.SiteFooter })),
);

/**
 * The footer sits below the fold on every page, so it arrives in its own chunk and hydrates
 * once loaded. The prerendered HTML already holds it, so nothing moves when it does.
 */
export function DeferredFooter() {
  return (
    <Suspense>
      <SiteFooter />
    </Suspense>
  );
}
