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
 * The main screens' tab bar (Home, History, Scan & Pay, Profile), kept at the bottom of the
 * screen. The link of the screen on show carries `aria-current="page"`. Step screens (PIN,
 * confirm, receipts, sign-in) leave it out. Needs the wallet's "nav" copy.
 */
export function BottomNav() {
  const { t } = useTranslation("wallet", { keyPrefix: "nav" });
  return (
    <nav
      aria-label={t("label")}
      className="sticky bottom-0 z-10 mt-auto border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
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

/** A main screen (its own `<main>`) with the tab bar below it. */
export function WithBottomNav({ screen: Screen }: { screen: React.ComponentType }) {
  return (
    <>
      <Screen />
      <BottomNav />
    </>
  );
}
