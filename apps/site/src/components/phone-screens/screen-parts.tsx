import { cn } from "@repo/ui/lib/cn";

import type { IconName } from "../../content/icon-name";
import { Icon } from "../icon";

/** Parts the sample phone screens are drawn with. They are pictures of UI, never controls. */
export function ScreenTitle({ children }: { children: React.ReactNode }) {
  return <p className="text-sm font-bold">{children}</p>;
}

export function ScreenPanel({
  children,
  tone = "card",
  className,
}: {
  children: React.ReactNode;
  tone?: "card" | "primary" | "muted";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-1.5 rounded-xl p-3",
        tone === "card" && "border bg-card text-card-foreground",
        tone === "primary" && "bg-primary text-primary-foreground",
        tone === "muted" && "bg-muted",
        className,
      )}
    >
      {children}
    </div>
  );
}

export function ScreenRow({
  icon,
  title,
  detail,
  value,
}: {
  icon?: IconName;
  title: string;
  detail?: string;
  value?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      {icon ? (
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon name={icon} className="size-3.5" />
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{title}</span>
        {detail ? <span className="truncate text-muted-foreground">{detail}</span> : null}
      </span>
      {value ? <span className="font-semibold whitespace-nowrap">{value}</span> : null}
    </div>
  );
}

/** Looks like a button inside the drawing; it is plain text to assistive technology. */
export function ScreenButton({ children }: { children: React.ReactNode }) {
  return (
    <span className="mt-1 inline-flex min-h-8 items-center justify-center rounded-lg bg-primary px-3 font-semibold text-primary-foreground">
      {children}
    </span>
  );
}
