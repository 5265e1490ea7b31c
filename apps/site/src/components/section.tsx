import { cn } from "@repo/ui/lib/cn";
import { useId } from "react";

type SectionProps = {
  title: string;
  intro?: string;
  /** An in-page anchor (#features) for links to this section. */
  id?: string;
  tone?: "plain" | "muted";
  children: React.ReactNode;
  className?: string;
};

/** A page section: an <h2> that names the region, an optional intro, then its content. */
export function Section({ title, intro, id, tone = "plain", children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "scroll-mt-20 px-4 py-16 sm:px-6",
        tone === "muted" && "bg-muted/50",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-pretty text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
