import { Badge } from "@repo/ui/components/badge";
import { cn } from "@repo/ui/lib/cn";

type PageHeaderProps = {
  title: string;
  lead?: string;
  badge?: string;
  /** Buttons or links under the lead. */
  children?: React.ReactNode;
  className?: string;
};

/** The top of every inner page: the page's one <h1>, a lead paragraph and optional actions. */
export function PageHeader({ title, lead, badge, children, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        "bg-gradient-to-b from-secondary/70 to-background px-4 pt-16 pb-12 text-center sm:px-6",
        className,
      )}
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5">
        {badge ? <Badge>{badge}</Badge> : null}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="text-lg text-pretty text-muted-foreground">{lead}</p> : null}
        {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </header>
  );
}
