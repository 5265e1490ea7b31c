import { buttonVariants, type ButtonVariantProps } from "@repo/ui/lib/button-variants";
import { cn } from "@repo/ui/lib/cn";
import { Link, type LinkProps } from "react-router";

/**
 * A link to a page of this site that looks like a button. (Links into the wallet are plain
 * anchors: `LinkButton` from @repo/ui.) Cheaper than `<Button asChild>`, which needs Radix Slot.
 */
export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariantProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
