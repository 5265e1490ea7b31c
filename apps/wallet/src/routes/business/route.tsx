import { createFileRoute, Link, type LinkProps, Outlet, useLocation } from "@tanstack/react-router";
import {
  ChartColumn,
  FileText,
  Landmark,
  Link2,
  type LucideIcon,
  QrCode,
  Repeat,
  Sheet,
  Store,
} from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { ShellFigure } from "../../components/shell-figure";
import { connected } from "../../data/api-url";
import { useHomeCountry } from "../../hooks/use-home-country";
import { BUSINESS_COUNTRY } from "../../lib/business/business-country";
import { hasPendingSettlement } from "../../lib/business/business-ledger";
import { loadCopy } from "../../lib/load-copy";
import { inShell } from "../../lib/shell-mode";
import { BUSINESS_SIGNUP, loadBusiness, useBusinessStore } from "../../stores/business-store";

/** How often the connected book is read again while a settlement is on its way to the bank. */
const PENDING_REREAD_MS = 5_000;

// Business mode needs a business: without one, every screen but the sign-up leads there before
// the first one is drawn (stores/business-store.ts signUpFirst). The store loads here, not with
// every screen of the wallet (a route's loader ships with the first screen); reading the book
// happens in the layout.
export const Route = createFileRoute("/business")({
  loader: ({ location }) =>
    Promise.all([
      import("../../stores/business-store").then((store) => store.signUpFirst(location.pathname)),
      loadCopy("business"),
    ]),
  component: BusinessLayout,
});

type Section = {
  key: "home" | "qr" | "links" | "settlements" | "invoices" | "reports";
  to: LinkProps["to"];
  icon: LucideIcon;
};

const sections: Section[] = [
  { key: "home", to: "/business", icon: ChartColumn },
  { key: "qr", to: "/business/qr", icon: QrCode },
  { key: "links", to: "/business/links", icon: Link2 },
  { key: "settlements", to: "/business/settlements", icon: Landmark },
  { key: "invoices", to: "/business/invoices", icon: FileText },
  { key: "reports", to: "/business/reports", icon: Sheet },
];

/** Every business screen: the business's name, the way back to personal, and its sections. */
function BusinessLayout() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.layout" });
  const profile = useBusinessStore((s) => s.profile);
  const { pathname } = useLocation();
  const signup = pathname === BUSINESS_SIGNUP;
  const indian = useHomeCountry().code === BUSINESS_COUNTRY;
  // Each screen opens on the stored book, read again on every move (a link paid meanwhile).
  const [readFor, setReadFor] = useState<string | null>(null);
  useEffect(() => {
    if (!indian || !profile) return;
    let current = true;
    void loadBusiness().then(() => {
      if (current) setReadFor(pathname);
    });
    return () => {
      current = false;
    };
  }, [indian, profile, pathname]);
  // The connected wallet's sales and settlements change on the server: each movement of the
  // wallet (a sale paid, a settlement settled or failed) reads the server's book again, live.
  const live = connected && indian && profile !== null && !signup;
  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | undefined;
    let current = true;
    void import("../../data/live-feed").then(({ listenLive }) => {
      if (!current) return;
      const reread = () => void loadBusiness();
      stop = listenLive({ onTransfer: reread, onRequest: () => {}, onOpen: reread });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [live]);
  // A settlement the bank refuses moves no money (its hold is let go): no live event tells of it,
  // so while one is on its way the server's book is read again every few seconds.
  const waiting = useBusinessStore((s) => hasPendingSettlement(s.state?.book));
  useEffect(() => {
    if (!live || !waiting) return;
    const timer = setInterval(() => void loadBusiness(), PENDING_REREAD_MS);
    return () => clearInterval(timer);
  }, [live, waiting]);
  if (!indian) return <IndiaOnly />;
  // The build's app shell (lib/shell-mode.ts) draws the screens' frames with no book behind them.
  const open = signup || inShell() || (profile !== null && readFor !== null);
  return (
    <div className="flex flex-1 flex-col">
      <header className="flex items-center justify-between gap-3 border-b bg-secondary px-4 py-2 text-secondary-foreground">
        <p className="min-w-0 text-sm font-semibold break-words">
          {profile ? (
            t("mode", { name: profile.name })
          ) : inShell() && !signup ? (
            <ShellMode />
          ) : (
            t("modeNew")
          )}
        </p>
        <Link
          to="/dashboard"
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium underline-offset-4 hover:underline"
        >
          <Repeat aria-hidden="true" className="size-4" />
          {t("switchToPersonal")}
        </Link>
      </header>
      {open ? (
        <Outlet />
      ) : (
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
      )}
      {(profile || inShell()) && !signup ? (
        <nav
          aria-label={t("sections")}
          className="sticky bottom-0 mt-auto border-t bg-background/95 backdrop-blur"
        >
          <ul className="grid grid-cols-6">
            {sections.map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={to}
                  activeOptions={{ exact: true }}
                  className="flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-center text-[11px] leading-tight font-medium text-muted-foreground data-[status=active]:text-primary"
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** A mark no business name holds, where the shell's mode line puts the name's box. */
const NAME_MARK = "\u0000";

/**
 * The mode line of the build's app shell (lib/shell-mode.ts), which only a business's owner sees
 * (lib/shell-scripts.ts gateBusinessShell): "… · Business", the name a box that the page's script
 * fills from the profile this browser keeps (fillBusinessShell), so the line is the app's at once.
 */
function ShellMode() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.layout" });
  const [before = "", after = ""] = t("mode", { name: NAME_MARK }).split(NAME_MARK);
  return (
    <>
      {before}
      <ShellFigure slot="business-name" className="w-32" />
      {after}
    </>
  );
}

/** What a Zambian account finds on any business screen: why it is not open to it, and a way on. */
function IndiaOnly() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.indiaOnly" });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <Store aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold text-balance">{t("title")}</h1>
      <p className="text-muted-foreground">{t("body")}</p>
      <Link
        to="/dashboard"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground"
      >
        {t("home")}
      </Link>
    </main>
  );
}
