import type { Page } from "@playwright/test";

/**
 * Records the web font files a page fetches, by script and weight (from the self-hosted file
 * names, e.g. `noto-sans-telugu-telugu-400-normal-<hash>.woff2` → "telugu-400").
 */
export function recordFontFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const match = /noto-sans-\w+-(\w+-\d00)-normal[-\w]*\.woff2$/.exec(
      new URL(request.url()).pathname,
    );
    if (match) fetched.push(match[1]!);
  });
  return fetched;
}

/** The page's cumulative layout shift so far (every shift not caused by input). */
export function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let score = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) score += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(score), 500);
      }),
  );
}
