import { cn } from "@repo/ui/lib/cn";

export type Stat = { id: string; value: string; label: string };

type StatsGridProps = {
  items: readonly Stat[];
  /** Names the list for assistive technology ("SangamPay in numbers"). */
  label: string;
  /** How many figures share a row on wider screens. */
  columns?: 3 | 4;
  className?: string;
};

/** Big figures with a caption under each: two columns on phones, one row on wider screens. */
export function StatsGrid({ items, label, columns = 4, className }: StatsGridProps) {
  return (
    <dl
      aria-label={label}
      className={cn(
        "mx-auto grid max-w-5xl grid-cols-2 gap-6",
        columns === 4 ? "md:grid-cols-4" : "md:grid-cols-3",
        className,
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
  );
}
