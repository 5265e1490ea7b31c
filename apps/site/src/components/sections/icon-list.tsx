import { cn } from "@repo/ui/lib/cn";

import type { IconName } from "../../content/icon-name";
import { Icon } from "../icon";

export type IconListItem = { id: string; icon: IconName; title: string; description?: string };

type IconListProps = {
  items: readonly IconListItem[];
  /** `stack` lists the points one per line; `grid` puts two side by side on wider screens. */
  layout?: "stack" | "grid";
  className?: string;
};

/** A list of short points, each led by an icon: checklists, benefit lists, office lists. */
export function IconList({ items, layout = "stack", className }: IconListProps) {
  return (
    <ul
      className={cn(
        layout === "stack" ? "flex flex-col gap-4" : "grid gap-6 sm:grid-cols-2",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon name={item.icon} className="size-5" />
          </span>
          <span className="flex flex-col gap-0.5 self-center">
            <span className="font-medium">{item.title}</span>
            {item.description ? (
              <span className="text-sm text-muted-foreground">{item.description}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
