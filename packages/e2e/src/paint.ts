import { expect, type Page } from "@playwright/test";

/**
 * Asserts that the loaded page painted before it requested any script of its own origin: a
 * prerendered page paints from its HTML and stylesheet alone (the site's pages, the wallet's
 * entry screens).
 */
export async function expectPaintBeforeScripts(page: Page) {
  // A page this quick can be loaded before its first paint is reported.
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    firstScript: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.startsWith(location.origin) && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(timing.paint, "a first contentful paint").not.toBeNull();
  expect(timing.firstScript, "no script requested before the first paint").toBeGreaterThan(
    timing.paint!,
  );
}

/**
 * Resolves once the page has drawn two more frames: whatever the last input or change set off
 * (a layout, a scroll starting) has reached the screen, however slow the machine, with no fixed
 * wait.
 */
export async function framesDrawn(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * The page's first contentful paint and its largest contentful paint so far (the browser's own
 * record, in ms from the navigation), with the element the latter painted: an LCP at the first
 * paint's time was painted by the page's HTML, one later by its scripts.
 */
export async function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; element: string }>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          resolve({
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
            lcp: last.startTime,
            element: `${last.element?.tagName ?? "gone"} "${last.element?.textContent?.slice(0, 80) ?? ""}"`,
          });
        });
        observer.observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}
