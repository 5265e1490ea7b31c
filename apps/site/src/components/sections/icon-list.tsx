import { cn } from "@repo/ui/lib/cn";
import { Icon, type IconName } from "../icon";

export type IconListItem = { id: string; icon: IconName; title: string; description?: string };

type IconListProps = {
  items: readonly IconListItem[];
  /** `inline` lays short items in a wrapping row (a trust strip); `stack` lists them one per line. */
  layout?: "stack" | "grid" | "inline";
  className?: string;
};

/** A list of short points, each led by an icon: checklists, trust strips, benefit lists. */
export function IconList({ items, layout = "stack", className }: IconListProps) {
  return (
    <ul
      className={cn(
        layout === "stack" && "flex flex-col gap-4",
        layout === "grid" && "grid gap-6 sm:grid-cols-2",
        layout === "inline" && "flex flex-wrap justify-center gap-x-8 gap-y-4",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3">
          <span
            className={cn(
              "inline-flex shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground",
              layout === "inline" ? "size-8" : "size-10",
            )}
          >
            <Icon name={item.icon} className={layout === "inline" ? "size-4" : "size-5"} />
          </span>
          <span className={cn("flex flex-col gap-0.5", layout === "inline" && "self-center")}>
            <span className={cn("font-medium", layout === "inline" && "text-sm")}>
              {item.title}
            </span>
            {item.description ? (
              <span className="text-sm text-muted-foreground">{item.description}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
