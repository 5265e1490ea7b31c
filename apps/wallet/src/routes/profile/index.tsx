import { useLanguage } from "@repo/i18n/language-provider";
import { parseLanguage } from "@repo/i18n/languages";
import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { ThemeToggle } from "@repo/ui/components/theme-toggle";
import { formatDate } from "@repo/ui/lib/format";
import { createFileRoute, Link, type LinkProps } from "@tanstack/react-router";
import {
  BadgeCheck,
  Bell,
  ChevronRight,
  CreditCard,
  DatabaseBackup,
  FileText,
  LifeBuoy,
  LogOut,
  type LucideIcon,
  ScanFace,
  ShieldCheck,
  Store,
  UserRound,
} from "lucide-react";
import { useTranslation } from "react-i18next";

import { WithBottomNav } from "../../components/bottom-nav";
import { focusRing } from "../../components/kit/focus";
import { IconCircle } from "../../components/kit/icon-circle";
import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import { useAccountStatus } from "../../hooks/use-account-status";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useOwnAccount } from "../../hooks/use-own-account";
import { loadCopy } from "../../lib/load-copy";
import { formatPhone } from "../../lib/phone";
import { useSiteUrl } from "../../lib/site-url";
import { signOut } from "../../stores/sign-out";

export const Route = createFileRoute("/profile/")({
  loader: () => loadCopy("profile", "kyc", "nav"),
  component: () => <WithBottomNav screen={Profile} />,
});

type EntryKey =
  "details" | "security" | "paymentMethods" | "notifications" | "data" | "support" | "legal";

const entries: { key: EntryKey; icon: LucideIcon; to: LinkProps["to"] }[] = [
  { key: "details", icon: UserRound, to: "/profile/details" },
  { key: "security", icon: ShieldCheck, to: "/profile/security" },
  { key: "paymentMethods", icon: CreditCard, to: "/profile/payment-methods" },
  { key: "notifications", icon: Bell, to: "/profile/notifications" },
  { key: "data", icon: DatabaseBackup, to: "/profile/data" },
  { key: "support", icon: LifeBuoy, to: "/profile/support" },
  { key: "legal", icon: FileText, to: "/profile/legal" },
];

function Profile() {
  const { t } = useTranslation("wallet", { keyPrefix: "profile" });
  const { t: tc } = useTranslation();
  const { t: tk } = useTranslation("wallet", { keyPrefix: "kyc" });
  const account = useAccountStatus();
  const { language, languages, setLanguage } = useLanguage();
  const user = useOwnAccount();
  const { phone } = user;
  const country = useHomeCountry().code;
  const siteUrl = useSiteUrl();

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader
        title={t("title")}
        back={{ to: "/dashboard" }}
        actions={
          <ThemeToggle toDarkLabel={tc("theme.toDark")} toLightLabel={tc("theme.toLight")} />
        }
      />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <section className="flex flex-col items-center gap-2 text-center" aria-label={user.name}>
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
          >
            <ShellFigure className="w-8">{user.initials}</ShellFigure>
          </span>
          <p className="text-xl font-bold">
            <ShellFigure className="w-40">{user.name}</ShellFigure>
          </p>
          <p className="text-muted-foreground">
            <ShellFigure className="w-32">{formatPhone(phone, country)}</ShellFigure>
          </p>
          {/* As tall as the badge (24 px, over the box's 0.85em), so nothing below moves when it is drawn. */}
          <ShellFigure className="h-6! w-20">
            {account.kycVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                {t("kyc")}
              </Badge>
            ) : (
              <Badge variant="outline">{tk("badgePending")}</Badge>
            )}
          </ShellFigure>
          <p className="text-xs text-muted-foreground">
            <ShellFigure className="w-36">
              {t("memberSince", { date: formatDate(new Date(account.memberSince), language) })}
            </ShellFigure>
          </p>
        </section>

        {/* Business mode (GST invoices, Indian settlement) is open to Indian accounts only. */}
        {country === "IN" ? (
          <CalloutLink
            to="/business"
            icon={Store}
            title={t("switchToBusiness.name")}
            body={t("switchToBusiness.body")}
          />
        ) : null}
        {account.kycVerified ? null : (
          <CalloutLink
            to="/kyc"
            icon={ScanFace}
            title={tk("verifyCta")}
            body={tk("verifyCtaBody")}
          />
        )}

        <nav aria-labelledby="account-title" className="flex flex-col gap-2">
          <h2 id="account-title" className="font-semibold">
            {t("settings")}
          </h2>
          <ListCard>
            {entries.map(({ key, icon: Icon, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  className={`flex min-h-14 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted ${focusRing.inset}`}
                >
                  <IconCircle>
                    <Icon aria-hidden="true" className="size-5" />
                  </IconCircle>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium">{t(`entries.${key}.name`)}</span>
                    <span className="text-sm text-muted-foreground">
                      {t(`entries.${key}.body`)}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ListCard>
        </nav>

        <section aria-labelledby="preferences-title" className="flex flex-col gap-2">
          <h2 id="preferences-title" className="font-semibold">
            {t("preferences")}
          </h2>
          <Label htmlFor="language">{t("language")}</Label>
          <Select
            id="language"
            value={language}
            onChange={(event) => {
              const code = parseLanguage(event.target.value, "wallet");
              if (!code) return;
              void setLanguage(code);
            }}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </Select>
        </section>

        <Button asChild variant="outline" size="lg" className="text-destructive">
          {/* In the site's /demo frame, Logout stays in the wallet rather than load the site there
              (the build's app shell, drawn in Node, is not framed). */}
          <a
            href={
              typeof window !== "undefined" && window.self !== window.top
                ? "/onboarding"
                : siteUrl("/")
            }
            onClick={(event) => {
              // The server's session ends before the page is left.
              event.preventDefault();
              const { href } = event.currentTarget;
              void signOut().finally(() => window.location.assign(href));
            }}
          >
            <LogOut aria-hidden="true" />
            {t("logout")}
          </a>
        </Button>
      </div>
    </main>
  );
}

/** A card that leads somewhere the account can go next: business mode, identity checks. */
function CalloutLink({
  to,
  icon: Icon,
  title,
  body,
}: {
  to: "/business" | "/kyc";
  icon: LucideIcon;
  title: string;
  body: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-xl border bg-card px-4 py-3 transition-colors hover:bg-muted"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{body}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
    </Link>
  );
}
