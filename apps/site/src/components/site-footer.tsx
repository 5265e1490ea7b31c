import copy from "@repo/i18n/locales/en/site/footer.json";
import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";

import { footerColumns, socialNetworks } from "../content/footer";
import { type NavLink, supportContact } from "../content/navigation";
import { addSiteCopy } from "../lib/i18n";
import { Logo } from "./logo";
import { SiteLink } from "./site-link";

// The footer is a lazy chunk (see deferred-footer.tsx): its words come with it.
addSiteCopy("footer", copy);

function FooterLink({ link }: { link: NavLink }) {
  const { t } = useTranslation("site", { keyPrefix: "footer" });
  const label = t(`links.${link.id}` as "links.about");
  if (link.kind === "placeholder") {
    // Not a page yet: shown as plain text so nobody lands on a 404.
    return (
      <span className="text-sm text-muted-foreground">
        {label} <span className="text-xs">({t("comingSoon")})</span>
      </span>
    );
  }
  return (
    <SiteLink
      to={link.to}
      className="text-sm text-muted-foreground hover:text-foreground hover:underline"
    >
      {label}
    </SiteLink>
  );
}

export function SiteFooter() {
  const { t } = useTranslation("site", { keyPrefix: "footer" });
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{t("about")}</p>
          <ul aria-label={t("social")} className="flex flex-wrap gap-2">
            {socialNetworks.map((network) => (
              <li key={network}>
                <span
                  title={t("socialSoon", { network })}
                  className="inline-flex min-h-9 items-center rounded-full border px-3 text-xs text-muted-foreground"
                >
                  {t("socialSoon", { network })}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <div key={column.id}>
            <h2 className="mb-3 text-sm font-semibold">{t(column.id)}</h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.id}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t("copyright", { year: new Date().getFullYear() })}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <a
              href={`mailto:${supportContact.email}`}
              className="inline-flex items-center gap-2 hover:text-foreground"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t("email", { email: supportContact.email })}
            </a>
            <a
              href={supportContact.phoneHref}
              className="inline-flex items-center gap-2 hover:text-foreground"
            >
              <Phone aria-hidden="true" className="size-4" />
              {t("phone", { phone: supportContact.phone })}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
