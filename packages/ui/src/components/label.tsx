import type * as React from "react";

import { cn } from "../lib/cn";

/** A form label; `required` adds the visible asterisk the forms use (the input carries `required`). */
export function Label({
  className,
  required,
  children,
  ...props
}: React.ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label data-slot="label" className={cn("ui-label", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </label>
  );
}
