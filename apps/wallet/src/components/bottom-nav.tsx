import { Link, type LinkProps } from "@tanstack/react-router";
import { History, House, type LucideIcon, ScanLine, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";

import { focusRing } from "./kit/focus";

const items: {
  key: "home" | "history" | "scanPay" | "profile";
  icon: LucideIcon;
  to: LinkProps["to"];
}[] = [
  { key: "home", icon: House, to: "/dashboard" },
  { key: "history", icon: History, to: "/transactions" },
  { key: "scanPay", icon: ScanLine, to: "/scan-pay" },
  { key: "profile", icon: UserRound, to: "/profile" },
];

/**
 * The main screens' tab bar (Home, History, Scan & Pay, Profile), at the bottom of the screen
 * (WithBottomNav). The link of the screen on show carries `aria-current="page"`. Step screens (PIN,
 * confirm, receipts, sign-in) leave it out. Needs the wallet's "nav" copy.
 */
export function BottomNav() {
  const { t } = useTranslation("wallet", { keyPrefix: "nav" });
  return (
    <nav
      aria-label={t("label")}
      className="border-t bg-background pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid grid-cols-4">
        {items.map(({ key, icon: Icon, to }) => (
          <li key={key}>
            <Link
              to={to}
              activeOptions={{ includeSearch: false }}
              className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-center text-xs font-medium text-muted-foreground hover:text-foreground ${focusRing.inset} data-[status=active]:text-primary`}
            >
              <Icon aria-hidden="true" className="size-5" />
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A main screen (its own `<main>`) with the tab bar below it. The screen scrolls in a box of its
 * own above the bar, never under it: no link or button of the screen is ever covered by the bar
 * (WCAG 2.5.8 target size, 2.4.11 focus not obscured), at the first screen's bottom as at its end.
 * The router restores the box's scroll on Back as it does the page's.
 */
export function WithBottomNav({ screen: Screen }: { screen: React.ComponentType }) {
  return (
    <div className="flex h-dvh flex-col sm:h-auto sm:min-h-0 sm:flex-1">
      <div
        data-scroll-restoration-id="screen"
        className="flex min-h-0 flex-1 flex-col overflow-y-auto"
      >
        <Screen />
      </div>
      <BottomNav />
    </div>
  );
}
