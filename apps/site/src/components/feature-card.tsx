import { Card, CardTitle } from "@repo/ui/components/card";
import { cn } from "@repo/ui/lib/cn";

import type { IconName } from "../content/icon-name";
import { Icon } from "./icon";

type FeatureCardProps = {
  icon: IconName;
  title: string;
  description: string;
  /** Optional bullet points (benefits, included items). */
  points?: string[];
  className?: string;
};

/** An icon, a title, a sentence and optional points: the card most marketing grids are made of. */
export function FeatureCard({ icon, title, description, points, className }: FeatureCardProps) {
  return (
    <Card className={cn("h-full", className)}>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
        <Icon name={icon} className="size-6" />
      </span>
      <CardTitle>{title}</CardTitle>
      {/* Body-size text: CardDescription is the small caption style. */}
      <p className="text-base text-muted-foreground">{description}</p>
      {points && points.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-2 text-sm">
          {points.map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** Lays cards out one column on phones, two on tablets, three on desktops. */
export function CardGrid({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>{children}</div>
  );
}
