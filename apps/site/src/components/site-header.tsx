import { Button } from "@repo/ui/components/button";
import { ThemeToggle } from "@repo/ui/components/theme-toggle";
import { cn } from "@repo/ui/lib/cn";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type LinkProps, useLocation } from "react-router";

import { headerActions, headerLinks } from "../content/navigation";
import { pathIn, pathLanguage } from "../lib/page-language";
import { useWalletUrl } from "../lib/wallet-link";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { SiteLink } from "./site-link";

/** Lucide's menu and x (ISC), inline: the header is on every first screen. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={open ? "M18 6 6 18M6 6l12 12" : "M4 5h16M4 12h16M4 19h16"} />
    </svg>
  );
}

const linkClass = (current: boolean) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground",
    current && "text-foreground underline decoration-primary decoration-2 underline-offset-8",
  );

type PageLinkProps = Omit<LinkProps, "to" | "className"> & {
  to: string;
  className: (current: boolean) => string;
};

/**
 * A navigation link marked aria-current="page" on exactly its own path (what NavLink with `end`
 * does). Not React Router's NavLink: its pending and view-transition states, unused here, would
 * weigh on the first load of every page.
 */
function PageLink({ to, className, ...props }: PageLinkProps) {
  // Paths match case-insensitively, as React Router's routes do.
  const pathname = useLocation().pathname.toLowerCase();
  const current = pathIn(pathLanguage(pathname), to) === pathname;
  return (
    <SiteLink
      to={to}
      aria-current={current ? "page" : undefined}
      className={className(current)}
      {...props}
    />
  );
}

/**
 * While the mobile menu is open it behaves as a modal disclosure: Escape or a tap outside closes it
 * and returns focus to its toggle, Tab cycles between the toggle and the menu, and the page behind
 * does not scroll.
 */
function useModalMenu(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
  menu: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const dismiss = () => {
      close();
      toggle.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") return dismiss();
      if (event.key !== "Tab" || !toggle.current || !menu.current) return;
      const stops = [
        toggle.current,
        ...menu.current.querySelectorAll<HTMLElement>("a, button"),
      ].filter((stop) => stop.checkVisibility());
      const last = stops.length - 1;
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? last : null) : at === last || at < 0 ? 0 : null;
      if (next === null) return;
      event.preventDefault();
      stops[next]?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!toggle.current?.contains(target) && !menu.current?.contains(target)) dismiss();
    };
    const root = document.documentElement;
    root.style.overflow = "hidden";
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      root.style.overflow = "";
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, [open, close, toggle, menu]);
}

export function SiteHeader() {
  const { t } = useTranslation("site", { keyPrefix: "layout.nav" });
  const { t: tc } = useTranslation();
  const walletUrl = useWalletUrl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useModalMenu(open, close, toggleRef, menuRef);

  const actions = (
    <>
      <Button asChild variant="ghost">
        <a href={walletUrl(headerActions.login.to)}>{t("login")}</a>
      </Button>
      <Button asChild>
        <SiteLink to={headerActions.waitlist.to} onClick={close}>
          {t("waitlist")}
        </SiteLink>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <SiteLink to="/" aria-label={t("homeLink")} className="rounded-md">
          <Logo />
        </SiteLink>
        <nav aria-label={t("label")} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.id}>
                <PageLink to={link.to} className={linkClass}>
                  {t(link.id)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle toDarkLabel={tc("theme.toDark")} toLightLabel={tc("theme.toLight")} />
          <div className="hidden items-center gap-2 lg:flex">{actions}</div>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t("closeMenu") : t("openMenu")}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon open={open} />
          </Button>
        </div>
      </div>
      <div
        id={menuId}
        ref={menuRef}
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t lg:hidden"
      >
        <nav aria-label={t("label")} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {headerLinks.map((link) => (
              <li key={link.id}>
                <PageLink
                  to={link.to}
                  onClick={close}
                  className={(current) => cn(linkClass(current), "block py-3")}
                >
                  {t(link.id)}
                </PageLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t pt-3">
            <LanguageSwitch className="sm:hidden" />
            {actions}
          </div>
        </nav>
      </div>
    </header>
  );
}
