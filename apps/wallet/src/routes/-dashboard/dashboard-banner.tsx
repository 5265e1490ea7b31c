import { cn } from "@repo/ui/lib/cn";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type DashboardBannerProps = {
  /** The id of its heading, which names the section. */
  id: string;
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  action: string;
  to: LinkProps["to"];
  /** "offer": the accent colour (the first-payment cashback); "note": a card (a reminder). */
  tone: "offer" | "note";
  /**
   * In the build's app shell, a banner that shows for some accounts only: the page's script shows
   * or hides it (lib/shell-scripts.ts fillLastView) as the app will once it takes over.
   */
  shell?: { part: "offer" | "give-name"; hidden: boolean };
};

/** A dashboard banner: an icon, a heading, a line and a link (the offer, the name reminder). */
export function DashboardBanner({
  id,
  icon: Icon,
  title,
  body,
  action,
  to,
  tone,
  shell,
}: DashboardBannerProps) {
  return (
    <section
      aria-labelledby={id}
      data-shell-part={shell?.part}
      hidden={shell?.hidden}
      className={cn(
        "flex items-center gap-4 rounded-xl p-4",
        tone === "offer" ? "bg-accent text-accent-foreground" : "border bg-card",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("size-8 shrink-0", tone === "note" && "text-primary")}
      />
      <div className="min-w-0 flex-1">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        <p className={cn("text-sm", tone === "note" && "text-muted-foreground")}>{body}</p>
        <Link
          to={to}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
        >
          {action}
        </Link>
      </div>
    </section>
  );
}
