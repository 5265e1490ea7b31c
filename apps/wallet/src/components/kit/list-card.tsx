import { cn } from "@repo/ui/lib/cn";

type ListCardProps = {
  /** A list of things (`ul`, `ol`), label-value pairs (`dl`), or a group of controls (`div`: radios, links, toggles). */
  as?: "ul" | "ol" | "dl" | "div";
  className?: string;
  children: React.ReactNode;
} & Pick<React.AriaAttributes, "aria-labelledby" | "aria-label" | "aria-hidden">;

/**
 * The wallet's grouped list card: rows one under another, divided by a line, in a rounded card.
 * Rows that are links or controls draw their focus ring inside (`focusRing.inset`, `.holder`), so
 * the card clips nothing a keyboard user needs.
 */
export function ListCard({ as: Tag = "ul", className, children, ...aria }: ListCardProps) {
  return (
    <Tag {...aria} className={cn("divide-y overflow-hidden rounded-xl border bg-card", className)}>
      {children}
    </Tag>
  );
}

/** A plain row of a list card (`li`): its pieces side by side, the first one growing. */
export function ListRow({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return <li className={cn("flex items-center gap-3 px-4 py-3", className)}>{children}</li>;
}
