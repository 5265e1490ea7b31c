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

/**
 * The page's cumulative layout shift so far (every shift not caused by input), read once two more
 * animation frames have been drawn: the layout the test is looking at is painted and its shifts
 * reported, however slowly the machine draws (no fixed wait).
 */
export function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let score = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) score += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // Shifts reported but not yet handed to the callback.
            add(observer.takeRecords());
            observer.disconnect();
            resolve(score);
          }),
        );
      }),
  );
}
