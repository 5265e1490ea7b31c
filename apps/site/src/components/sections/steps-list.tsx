import { Badge } from "@repo/ui/components/badge";
import { cn } from "@repo/ui/lib/cn";

export type Step = { id: string; title: string; description: string; time?: string };

/** Numbered steps, side by side on wide screens; an optional time label sits above each title. */
export function StepsList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol
      className={cn(
        "grid gap-8",
        steps.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3",
        className,
      )}
    >
      {steps.map((step, index) => (
        <li key={step.id} className="flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          {step.time ? <Badge variant="outline">{step.time}</Badge> : null}
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="max-w-xs text-pretty text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
