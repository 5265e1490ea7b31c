import type { TFunction } from "i18next";
import type { ReactNode } from "react";

type Bar = { key: string; label: ReactNode; value?: number; text: ReactNode };

/**
 * Horizontal bars, one per category, scaled to the largest. One image to assistive technology,
 * named by `label` with every figure in it (the table beside it is the full alternative). A bar
 * with no value is its track alone (the frame's, before the month is known).
 */
export function CategoryChart({ label, bars }: { label: string; bars: Bar[] }) {
  const max = Math.max(...bars.map((bar) => bar.value ?? 0), 1);
  return (
    <div role="img" aria-label={label} className="flex flex-col gap-3">
      {bars.map((bar) => (
        <div key={bar.key} className="flex flex-col gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span>{bar.label}</span>
            <span className="font-semibold">{bar.text}</span>
          </div>
          <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-3 w-full">
            <rect x="0" y="0" width="100" height="6" rx="3" className="fill-muted" />
            {bar.value === undefined ? null : (
              <rect
                x="0"
                y="0"
                width={Math.max((bar.value / max) * 100, 1)}
                height="6"
                rx="3"
                className="fill-primary"
              />
            )}
          </svg>
        </div>
      ))}
    </div>
  );
}

/** The categories table's column headings, in the frame and in the app. */
export const categoryColumns = (t: TFunction<"wallet", "insights">) => [
  t("categories.category"),
  t("categories.amount"),
  t("categories.share"),
];
