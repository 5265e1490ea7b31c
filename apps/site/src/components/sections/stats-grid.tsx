import { cn } from "@repo/ui/lib/cn";
import { useId } from "react";

export type Stat = { id: string; value: string; label: string };

type StatsGridProps = {
  items: readonly Stat[];
  /** Shown above the figures and names the list: what they are ("Our targets for launch"). */
  label: string;
  /** How many figures share a row on wider screens. */
  columns?: 3 | 4;
  className?: string;
};

/** Big figures with a caption under each: two columns on phones, one row on wider screens. */
export function StatsGrid({ items, label, columns = 4, className }: StatsGridProps) {
  const labelId = useId();
  return (
    <div className={cn("mx-auto flex max-w-5xl flex-col gap-6", className)}>
      <p id={labelId} className="text-center text-sm font-semibold text-muted-foreground">
        {label}
      </p>
      <dl
        aria-labelledby={labelId}
        className={cn(
          "grid grid-cols-2 gap-6",
          columns === 4 ? "md:grid-cols-4" : "md:grid-cols-3",
        )}
      >
        {items.map((item) => (
          <div key={item.id} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
