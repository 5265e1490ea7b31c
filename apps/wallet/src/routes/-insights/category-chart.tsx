type Bar = { key: string; label: string; value: number; text: string };

/**
 * Horizontal bars, one per category, scaled to the largest. One image to assistive technology,
 * named by `label` with every figure in it (the table beside it is the full alternative).
 */
export function CategoryChart({ label, bars }: { label: string; bars: Bar[] }) {
  const max = Math.max(...bars.map((bar) => bar.value), 1);
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
            <rect
              x="0"
              y="0"
              width={Math.max((bar.value / max) * 100, 1)}
              height="6"
              rx="3"
              className="fill-primary"
            />
          </svg>
        </div>
      ))}
    </div>
  );
}
