import { createFileRoute, redirect } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

import { PeopleRequestList } from "../../components/people-requests";
import { ScreenHeader } from "../../components/screen-header";
import { connected } from "../../data/api-url";
import { loadCopy } from "../../lib/load-copy";

export const Route = createFileRoute("/requests/")({
  // Requests between accounts live on the server: the local build asks with links (/request).
  beforeLoad: () => {
    if (!connected) redirect({ to: "/request", replace: true, throw: true });
  },
  loader: () => loadCopy("request", "payLink"),
  component: Requests,
});

/** Requests between accounts: those asked of you (pay or decline) and those you asked. */
function Requests() {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people" });
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
