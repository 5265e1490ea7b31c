import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { Card, CardDescription, CardFooter, CardTitle } from "@repo/ui/components/card";
import { cn } from "@repo/ui/lib/cn";
import { CircleCheck } from "lucide-react";

import { SiteLink } from "../site-link";

export type PricingPlan = {
  id: string;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  /** Shown as a badge and a highlighted border. */
  highlight?: string;
  /** `external` is a full URL (the wallet); otherwise a path on this site. */
  action: { label: string; href: string; external: boolean };
};

/** Plan cards side by side: name, price, what is included and one button each. */
export function PricingPlans({ plans }: { plans: readonly PricingPlan[] }) {
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {plans.map((plan) => {
        const variant = plan.highlight ? "default" : "outline";
        return (
          <li key={plan.id}>
            <Card
              className={cn(
                "relative h-full",
                plan.highlight && "border-2 border-primary shadow-lg",
              )}
            >
              {plan.highlight ? (
                <Badge variant="accent" className="absolute -top-3 left-1/2 -translate-x-1/2">
                  {plan.highlight}
                </Badge>
              ) : null}
              <CardTitle className="text-xl">{plan.name}</CardTitle>
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
                <span className="text-sm text-muted-foreground">{plan.period}</span>
              </p>
              <CardDescription>{plan.description}</CardDescription>
              <ul className="flex flex-col gap-2.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-success"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <CardFooter className="pt-2">
                {plan.action.external ? (
                  <Button asChild className="w-full" variant={variant}>
                    <a href={plan.action.href}>{plan.action.label}</a>
                  </Button>
                ) : (
                  <Button asChild className="w-full" variant={variant}>
                    <SiteLink to={plan.action.href}>{plan.action.label}</SiteLink>
                  </Button>
                )}
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
