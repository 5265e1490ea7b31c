import { Button } from "@repo/ui/components/button";
import { ThemeToggle } from "@repo/ui/components/theme-toggle";
import { useTranslation } from "react-i18next";

import { landingAnchors, landingWallet } from "../../content/landing";
import { useWalletUrl } from "../../lib/wallet-link";
import { LanguageSwitch } from "../language-switch";
import { Logo } from "../logo";
import { SiteLink } from "../site-link";

/**
 * The campaign page's own bar: in-page anchors instead of the site navigation, plus Login and
 * Sign Up into the wallet. On phones the anchors scroll sideways under the bar.
 */
export function LandingTopBar() {
  const { t } = useTranslation("site", { keyPrefix: "landing.topBar" });
  const { t: tc } = useTranslation();
  const { t: tn } = useTranslation("site", { keyPrefix: "layout.nav" });
  const walletUrl = useWalletUrl();
  const anchors = (
    <ul className="flex items-center gap-1">
      {landingAnchors.map((id) => (
        <li key={id}>
          <a
            href={`#${id}`}
            className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground"
          >
            {t(id)}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <SiteLink to="/" aria-label={tn("homeLink")} className="rounded-md">
          <Logo />
        </SiteLink>
        <nav aria-label={t("label")} className="ml-4 hidden lg:block">
          {anchors}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle toDarkLabel={tc("theme.toDark")} toLightLabel={tc("theme.toLight")} />
          <Button asChild variant="ghost" size="sm">
            <a href={walletUrl(landingWallet.login)}>{t("login")}</a>
          </Button>
          <Button asChild size="sm">
            <a href={walletUrl(landingWallet.signUp)}>{t("signUp")}</a>
          </Button>
        </div>
      </div>
      <div className="flex items-center gap-2 overflow-x-auto border-t px-3 lg:hidden">
        <LanguageSwitch className="my-1 shrink-0 sm:hidden" />
        <nav aria-label={t("label")}>{anchors}</nav>
      </div>
    </header>
  );
}
