import { Button } from "@repo/ui/components/button";
import { Link, type LinkComponentProps } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";

type ScreenHeaderProps = {
  /** The screen's one h1. */
  title: string;
  /** Where Back goes: a router link's props, or a handler for a step inside the screen. */
  back?: LinkComponentProps | (() => void);
  /** Buttons at the right end (theme, profile). */
  actions?: React.ReactNode;
};

const backLook = { variant: "ghost", size: "icon", className: "-ml-2 shrink-0" } as const;

/** A screen's top bar: Back, the heading, and optional actions. */
export function ScreenHeader({ title, back, actions }: ScreenHeaderProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "app" });
  const icon = <ArrowLeft aria-hidden="true" />;
  return (
    <header className="flex items-center gap-2 px-4 pt-4 pb-2">
      {typeof back === "function" ? (
        <Button {...backLook} aria-label={t("back")} onClick={back}>
          {icon}
        </Button>
      ) : back ? (
        <Button asChild {...backLook}>
          <Link {...back} aria-label={t("back")}>
            {icon}
          </Link>
        </Button>
      ) : null}
      <h1 className="min-w-0 flex-1 text-xl font-bold text-balance">{title}</h1>
      {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
    </header>
  );
}
