import { createFileRoute, redirect } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import * as v from "valibot";

import { PeopleRequestList } from "../components/people-requests";
import { ScreenHeader } from "../components/screen-header";
import { connected } from "../data/api-url";
import { RequestId } from "../data/requests-api";
import { loadCopy } from "../lib/load-copy";
import type { Tile } from "../lib/tiles";
import { loadLedger } from "../stores/load-ledger";
import { PayRequest } from "./-requests/pay-request";

/** Its tile on the dashboard (lib/tiles.ts), in the connected build only. */
export const tile = {
  row: "services",
  order: 40,
  icon: "ArrowDownLeft",
  copy: "request",
  connected: true,
} satisfies Tile;

export const Route = createFileRoute("/requests")({
  // Kept as it arrives (as /pay does), so that this config stays small in every screen's first
  // load: the screen checks `pay` (a request's id) with its schema, in its own chunk.
  validateSearch: (search: Record<string, unknown>): { pay?: unknown } => search,
  // Requests between accounts live on the server: the local build asks with links (/request).
  beforeLoad: () => {
    if (!connected) redirect({ to: "/request", replace: true, throw: true });
  },
  loader: () => Promise.all([loadCopy("request", "payLink", "payment"), loadLedger()]),
  component: Requests,
});

/**
 * Requests between accounts: those asked of you (pay or decline) and those you asked; with
 * `?pay=<id>`, paying one (its confirm step and the PIN).
 */
function Requests() {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people" });
  const { pay } = Route.useSearch();
  if (pay !== undefined) {
    const id = v.safeParse(RequestId, pay);
    return <PayRequest id={id.success ? id.output : null} />;
  }
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <PeopleRequestList direction="incoming" title={t("incoming")} empty={t("emptyIncoming")} />
        <PeopleRequestList direction="outgoing" title={t("outgoing")} empty={t("emptyOutgoing")} />
      </div>
    </main>
  );
}
