import { cloneElement, type HTMLAttributes, isValidElement, type ReactNode } from "react";

import { cn } from "./cn";

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode };

/**
 * Renders its one child element with the slot's props merged in: classes joined, the child's own
 * props winning, both click handlers run. What `asChild` needs (a router link that looks like a
 * button) in a few lines, instead of Radix Slot's 1.5 KB on every first load.
 */
export function Slot({ children, className, onClick, ...slotProps }: SlotProps) {
  if (!isValidElement<SlotProps>(children)) return null;
  const child = children.props;
  return cloneElement(children, {
    ...slotProps,
    ...child,
    className: cn(className, child.className),
    onClick:
      onClick && child.onClick
        ? (event: React.MouseEvent<HTMLElement>) => {
            child.onClick?.(event);
            if (!event.defaultPrevented) onClick(event);
          }
        : (child.onClick ?? onClick),
  });
}
