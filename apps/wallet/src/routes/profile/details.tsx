import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { copyText } from "@repo/ui/lib/clipboard";
import { formatDate } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute, Link } from "@tanstack/react-router";
import { BadgeCheck, Copy, LifeBuoy } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { FigureBox, ShellFigure } from "../../components/shell-figure";
import { connected } from "../../data/api-url";
import { useAccountStatus } from "../../hooks/use-account-status";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useHomeSample } from "../../hooks/use-home-sample";
import { useOwnAccount } from "../../hooks/use-own-account";
import { loadCopy } from "../../lib/load-copy";
import { formatPhone } from "../../lib/phone";
import { inShell } from "../../lib/shell-mode";
import { useSessionStore } from "../../stores/session-store";

// The connected wallet asks a new account's holder for their name (the local build has none,
// and never loads the form). The loader loads it before the screen draws, and hands it over:
// drawn later (a lazy part), it pushed the page down after the take-over, under a frame that
// already drew it.
export const Route = createFileRoute("/profile/details")({
  loader: async () => {
    const [, form] = await Promise.all([
      loadCopy("profileDetails", ...(connected ? (["giveName"] as const) : [])),
      connected ? import("./-details/give-name") : null,
    ]);
    return { GiveName: form?.GiveName ?? null };
  },
  component: ProfileDetails,
});

function ProfileDetails() {
  const { GiveName } = Route.useLoaderData();
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "profileDetails" });
  const user = useOwnAccount();
  const { phone, upiId } = user;
  const country = useHomeCountry().code;
  const account = useAccountStatus();
  const nameUnset = useSessionStore((s) => s.holder?.nameSet === false);
  const nameRow = useRef<HTMLElement>(null);

  const copyUpiId = async (id: string) => {
    const copied = await copyText(id);
    toast(
      copied
        ? { title: t("copied"), variant: "success" }
        : { title: t("copyFailed"), variant: "error" },
    );
  };

  // The build's app shell has no account: each value is a box, and every row the app draws for
  // this build's accounts is there (the local build's sample account has an email and a city;
  // an Indian account, the default home country's, a UPI ID).
  const shell = inShell();
  const sampleHasUpiId = Boolean(useHomeSample().user.upiId);
  const hasUpiId = shell ? sampleHasUpiId : Boolean(upiId);
  const localShell = shell && !connected;
  type Row = readonly [string, React.ReactNode];
  const row = (label: string, value: React.ReactNode, width: string): Row => [
    label,
    <ShellFigure className={width}>{value}</ShellFigure>,
  ];
  const rows: Row[] = [
    [
      t("name"),
      <span key="name" ref={nameRow} tabIndex={-1}>
        <ShellFigure slot="name" className="w-40">
          {user.name}
        </ShellFigure>
      </span>,
    ],
    row(t("phone"), formatPhone(phone, country), "w-32"),
    // The server keeps no email or city: the connected wallet shows only what it knows.
    ...(user.email || localShell ? [row(t("email"), user.email, "w-48")] : []),
    // Indian accounts have a UPI ID; Zambian ones are paid at their number (no UPI there).
    ...(hasUpiId ? [row(t("upiId"), upiId, "w-44")] : []),
    ...(user.city || localShell ? [row(t("city"), user.city, "w-24")] : []),
    row(t("memberSince"), formatDate(new Date(account.memberSince), i18n.language), "w-24"),
    // A badge either way, top-aligned, so that the frame's (a box in a badge) holds its height.
    [
      t("kyc"),
      shell ? (
        <Badge className="align-top">
          <FigureBox className="w-16" />
        </Badge>
      ) : account.kycVerified ? (
        <Badge variant="success" className="align-top">
          <BadgeCheck aria-hidden="true" />
          {t("kycVerified")}
        </Badge>
      ) : (
        <Badge className="align-top">{t("kycPending")}</Badge>
      ),
    ],
  ];

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <ListCard as="dl" className="px-4">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5 py-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </ListCard>
        {GiveName && (nameUnset || inShell()) ? (
          <GiveName openedAs={user.name} onSaved={() => nameRow.current?.focus()} />
        ) : null}
        {hasUpiId ? (
          <Button variant="outline" onClick={() => upiId && void copyUpiId(upiId)}>
            <Copy aria-hidden="true" />
            {t("copyUpi")}
          </Button>
        ) : null}
        <p className="text-sm text-muted-foreground">{t("changeNote")}</p>
        <Button asChild variant="secondary">
          <Link to="/profile/support">
            <LifeBuoy aria-hidden="true" />
            {t("support")}
          </Link>
        </Button>
      </div>
    </main>
  );
}
