import { deferredSection } from "../lib/deferred-section";

/**
 * The footer sits below the fold on every page, so it arrives in its own chunk and hydrates
 * once loaded. The prerendered HTML already holds it, so nothing moves when it does.
 */
export const DeferredFooter = deferredSection(() =>
  import("./site-footer").then((module) => module.SiteFooter),
);
