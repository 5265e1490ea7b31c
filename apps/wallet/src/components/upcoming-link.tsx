import { Link } from "@tanstack/react-router";

/**
 * The screens issue #5 adds. Their route files do not exist yet, so the router's types do not
 * know these paths. When they land, delete this file: TypeScript then points at every use, and
 * each becomes a plain typed <Link>.
 */
export type UpcomingPath =
  | "/scan-pay"
  | "/receive"
  | "/add-money"
  | "/recharge"
  | "/bills"
  | "/rewards"
  | "/profile/details"
  | "/profile/security"
  | "/profile/payment-methods"
  | "/profile/notifications"
  | "/profile/support"
  | "/profile/legal";

type UpcomingLinkProps = Omit<React.ComponentProps<"a">, "href"> & { to: UpcomingPath };

export function UpcomingLink({ to, ...props }: UpcomingLinkProps) {
  // The one typed escape: a client-side link to a path the route tree does not list yet.
  return <Link to={to as "/"} {...props} />;
}
