// The markdown table `pnpm bench` prints.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * @param {{ app: string, path: string, performance: number, accessibility: number,
 *   bestPractices: number, seo: number, fcp: number, lcp: number, tbt: number, cls: number,
 *   jsGzip: number, jsFiles: number }[]} rows
 * @param {{ runs: number, chromium: string }} about
 */
export function table(rows, { runs, chromium }) {
  return [
    `Lighthouse 13.5.0, mobile defaults, median of ${runs}; ${chromium}; served by \`pnpm serve\` (nginx).`,
    "JS = gzip bytes of every script the load downloaded (including chunks fetched after hydration).",
    "",
    "| app | route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS (gzip) |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map((row) =>
      [
        "",
        row.app,
        `\`${row.path}\``,
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.seo,
        seconds(row.fcp),
        seconds(row.lcp),
        `${Math.round(row.tbt)} ms`,
        row.cls.toFixed(3),
        `${(row.jsGzip / 1024).toFixed(1)} KiB (${row.jsFiles} files)`,
        "",
      ]
        .join(" | ")
        .trim(),
    ),
  ].join("\n");
}
