import type { VariantProps } from "class-variance-authority";
import type * as React from "react";

import { buttonVariants } from "../lib/button-variants";
import { cn } from "../lib/cn";
import { Slot } from "../lib/slot";

export { buttonVariants };

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the one child element (a router link, an anchor) with the button's looks. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: props.type ?? "button" })}
      {...props}
    />
  );
}
