import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";
import { buttonVariants } from "../lib/button-variants";

/** A plain anchor that looks like a button: for cross-app and external links. */
export function LinkButton({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<"a"> & VariantProps<typeof buttonVariants>) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
