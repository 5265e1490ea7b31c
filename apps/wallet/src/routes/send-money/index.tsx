import { countryName } from "@repo/pricing/country-name";
import { homeCountries, type HomeWay } from "@repo/pricing/home-countries";
import { formatAlternatives } from "@repo/ui/lib/format";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ChevronRight, HandCoins, QrCode, Users } from "lucide-react";

import { focusRing } from "../../components/kit/focus";
import { IconCircle } from "../../components/kit/icon-circle";
import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import { useHomeCopy } from "../../hooks/use-home-copy";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useHomeSample } from "../../hooks/use-home-sample";
import { type TransferType } from "../../lib/send-money-search";
import { inShell } from "../../lib/shell-mode";
import type { Tile } from "../../lib/tiles";
import { loadHomeCopy } from "../../stores/home-copy";
import { methodIcon } from "./-components/method-icon";

/** Its tile on the dashboard (lib/tiles.ts). */
export const tile = { row: "actions", order: 10, icon: "Send", copy: "sendMoney" } satisfies Tile;

export const Route = createFileRoute("/send-money/")({
  loader: () => loadHomeCopy("sendMoney"),
  component: SendMoney,
});

const contactClass =
  "flex w-20 flex-col items-center gap-1.5 rounded-xl p-1 text-center text-xs font-medium";
const contactCircleClass = "flex size-12 items-center justify-center rounded-full";

/**
 * In the build's app shell, the contacts as boxes of their size (a circle, a name on two lines as
 * the names wrap): the frame is drawn once for every account, and the sample's contacts (India's)
 * are not this account's.
 */
function ShellContacts({ count }: { count: number }) {
  return Array.from({ length: count }, (_, contact) => (
    <li key={contact} aria-hidden="true" className="shrink-0">
      <span className={contactClass}>
        <span className={`${contactCircleClass} bg-muted`} />
        <span className="flex flex-col items-center">
          <span>
            <ShellFigure className="w-14" />
          </span>
          <span>
            <ShellFigure className="w-10" />
          </span>
        </span>
      </span>
    </li>
  ));
}

const rowClass = `flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted ${focusRing.inset}`;

function SendMoney() {
  const { t, i18n } = useHomeCopy("sendMoney.methods");
  const home = useHomeCountry();
  const { contacts } = useHomeSample();
  // A Zambian account's first corridor (the list itself loads with the international screens).
  const abroad = homeCountries.IN;

  /** A way's name and line, in the home country's words (a Zambian account has no UPI). */
  const text = (type: TransferType) => ({
    name: t(`${type}.name`),
    body: t(`${type}.body`, {
      wallets: formatAlternatives(Object.values(home.mobileMoney), i18n.language),
      country: countryName({ country: abroad.code, name: abroad.name }, i18n.language),
      currency: abroad.currency,
    }),
  });

  /** The home country's ways to send, in its order ("scan" opens Scan & Pay). */
  const row = (type: HomeWay) => {
    if (type === "scan") {
      return (
        <li key={type}>
          <Link to="/scan-pay" className={rowClass}>
            <IconCircle size="lg">
              <QrCode aria-hidden="true" />
            </IconCircle>
            <MethodText name={t("scan.name")} body={t("scan.body")} />
          </Link>
        </li>
      );
    }
    const Icon = methodIcon[type];
    const { name, body } = text(type);
    return (
      <li key={type}>
        <Link to="/send-money/enter-details" search={{ type }} className={rowClass}>
          <IconCircle size="lg">
            <Icon aria-hidden="true" />
          </IconCircle>
          <MethodText name={name} body={body} />
        </Link>
      </li>
    );
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-6 px-5 py-4">
        <section aria-labelledby="methods-title" className="flex flex-col gap-2">
          <h2 id="methods-title" className="font-semibold">
            {t("heading")}
          </h2>
          <ListCard>{home.payments.ways.map(row)}</ListCard>
        </section>

        <section aria-labelledby="contacts-title" className="flex flex-col gap-2">
          <h2 id="contacts-title" className="font-semibold">
            {t("contacts")}
          </h2>
          <ul className="-mx-1 flex gap-1 overflow-x-auto pb-2">
            {inShell() ? (
              <ShellContacts count={contacts.length} />
            ) : (
              contacts.map((contact) => (
                <li key={contact.id} className="shrink-0">
                  <Link
                    to="/send-money/enter-details"
                    search={{ type: "phone", contact: contact.id }}
                    aria-label={t("payContact", { name: contact.name })}
                    className={contactClass}
                  >
                    <span
                      aria-hidden="true"
                      className={`${contactCircleClass} bg-primary text-base font-semibold text-primary-foreground`}
                    >
                      {contact.initials}
                    </span>
                    <span aria-hidden="true" className="line-clamp-2">
                      {contact.name}
                    </span>
                  </Link>
                </li>
              ))
            )}
          </ul>
        </section>

        <section aria-labelledby="ask-title" className="flex flex-col gap-2">
          <h2 id="ask-title" className="font-semibold">
            {t("ask")}
          </h2>
          <ListCard>
            {(
              [
                ["/request", "request", HandCoins],
                ["/split", "split", Users],
              ] as const
            ).map(([to, key, Icon]) => (
              <li key={key}>
                <Link to={to} className={rowClass}>
                  <IconCircle size="lg">
                    <Icon aria-hidden="true" />
                  </IconCircle>
                  <MethodText name={t(`${key}.name`)} body={t(`${key}.body`)} />
                </Link>
              </li>
            ))}
          </ListCard>
        </section>
      </div>
    </main>
  );
}

function MethodText({ name, body }: { name: string; body: string }) {
  return (
    <>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{name}</span>
        <span className="text-sm text-muted-foreground">{body}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
    </>
  );
}
