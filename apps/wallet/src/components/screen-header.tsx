import { Button } from "@repo/ui/components/button";
import { Link, type LinkComponentProps, useNavigate, useRouter } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";

type ScreenHeaderProps = {
  /** The screen's one h1. */
  title: string;
  /**
   * Where Back goes: the screen's parent (or the step before), or a handler for a step kept
   * inside the screen. A parent is where Back leads when the screen was opened directly;
   * otherwise Back is the browser's Back.
   */
  back?: LinkComponentProps | (() => void);
  /** Buttons at the right end (theme, profile). */
  actions?: React.ReactNode;
};

const backLook = { variant: "ghost", size: "icon", className: "-ml-2 shrink-0" } as const;

/**
 * A click handler for a link back to `parent` that does what the browser's Back does: returns to
 * the previous entry, with everything it held, when the app opened it or a page of the wallet
 * linked to it; only when the screen was the first one opened from elsewhere does it go to
 * `parent`, in place of this entry. It never adds an entry.
 * A click with a modifier key is left to the link (a new tab, say).
 */
export function useGoBack(parent: LinkComponentProps) {
  const router = useRouter();
  const navigate = useNavigate();
  return (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (router.history.canGoBack() || openedFromOwnPage()) router.history.back();
    else void navigate({ ...(parent as Parameters<typeof navigate>[0]), replace: true });
  };
}

/**
 * Whether this screen, the first the app opened, was reached by a link on one of the wallet's own
 * pages (a link tapped on a prerendered page before the app took it over loads the next page
 * whole): the browser's previous entry is then that page, and Back returns to it.
 */
function openedFromOwnPage() {
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/** A screen's top bar: Back, the heading, and optional actions. */
export function ScreenHeader({ title, back, actions }: ScreenHeaderProps) {
  const icon = <ArrowLeft aria-hidden="true" />;
  return (
    <header className="flex items-center gap-2 px-4 pt-4 pb-2">
      {typeof back === "function" ? (
        <BackButton onClick={back}>{icon}</BackButton>
      ) : back ? (
        <BackLink parent={back}>{icon}</BackLink>
      ) : null}
      <h1 className="min-w-0 flex-1 text-xl font-bold text-balance">{title}</h1>
      {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
    </header>
  );
}

function BackButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  const { t } = useTranslation("wallet", { keyPrefix: "app" });
  return (
    <Button {...backLook} aria-label={t("back")} onClick={onClick}>
      {children}
    </Button>
  );
}

function BackLink({ parent, children }: { parent: LinkComponentProps; children: React.ReactNode }) {
  const { t } = useTranslation("wallet", { keyPrefix: "app" });
  const goBack = useGoBack(parent);
  return (
    <Button asChild {...backLook}>
      <Link {...parent} aria-label={t("back")} data-back="" onClick={goBack}>
        {children}
      </Link>
    </Button>
  );
}
