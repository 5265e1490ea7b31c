import { type ComponentType, lazy, Suspense, useEffect } from "react";

/** One promise per deferred section, settled once its content has hydrated (mounted). */
const pending = new Set<Promise<void>>();

/** Never hold a language switch back for longer than this, whatever happens to a chunk. */
const MAX_WAIT_MS = 5000;

/**
 * A below-the-fold section in its own chunk. Its prerendered HTML is in the page from the start;
 * its code starts loading when the page's module loads, and the section hydrates once it arrives.
 * Call it at module level, once per section.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let markHydrated = () => {};
  pending.add(
    new Promise<void>((resolve) => {
      markHydrated = resolve;
    }),
  );
  const chunk = load();
  const Section = lazy(() =>
    chunk.then((Content) => ({
      default: function Hydrated(props: P) {
        useEffect(markHydrated, []);
        return <Content {...props} />;
      },
    })),
  );
  return function Deferred(props: P) {
    return (
      <Suspense>
        <Section {...props} />
      </Suspense>
    );
  };
}

/**
 * Resolves once every deferred section that has started loading has hydrated. A language switch
 * waits for it: a section still hydrating against English HTML must not see Telugu words.
 */
export function deferredSectionsHydrated(): Promise<void> {
  return Promise.race([
    Promise.all(pending).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
  ]);
}
