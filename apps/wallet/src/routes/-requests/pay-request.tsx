import { Button } from "@repo/ui/components/button";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../../components/confirm-payment";
import { requestAmount, usePeopleRequests } from "../../components/people-requests";
import { ScreenHeader } from "../../components/screen-header";
import type { RequestView } from "../../data/requests-api";

/**
 * Paying a request another account made of this one (`/requests?pay=<id>`): its summary, then
 * the PIN. `id` is null when the address carries no valid request id.
 */
export function PayRequest({ id }: { id: string | null }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people" });
  const lists = usePeopleRequests();
  const request = lists?.incoming.find((r) => r.id === id);
  // Once open, the confirm step stays: paying it turns it paid (live) before the receipt opens.
  const [opened, setOpened] = useState<RequestView | null>(null);
  if (!opened && request?.status === "open") setOpened(request);
  if (opened) return <ConfirmRequest request={opened} />;
  if (!lists) {
    return (
      <main className="flex flex-1 flex-col" aria-busy="true">
        <ScreenHeader title={t("payTitle")} back={{ to: "/requests" }} />
      </main>
    );
  }
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("payTitle")} back={{ to: "/requests" }} />
      <div className="flex flex-col items-center gap-4 px-5 py-3 text-center">
        <p role="alert" className="rounded-xl border bg-muted p-4 text-sm font-medium">
          {request && request.status !== "open" ? t(`notOpen.${request.status}`) : t("notFound")}
        </p>
        <Button asChild>
          <Link to="/requests">{t("backToList")}</Link>
        </Button>
      </div>
    </main>
  );
}

function ConfirmRequest({ request }: { request: RequestView }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people" });
  const name = request.requester.name || request.requester.maskedPhone;
  return (
    <ConfirmPayment
      title={t("payTitle")}
      back={{ to: "/requests" }}
      payment={{
        kind: "request",
        recipient: request.requester.maskedPhone,
        name,
        amount: { minor: Number(request.amount), currency: request.currency },
        ...(request.note ? { note: request.note } : {}),
        requestId: request.id,
      }}
      rows={[
        [t("summary.to"), name],
        [t("summary.phone"), request.requester.maskedPhone],
        [t("summary.amount"), requestAmount(request)],
        ...(request.note ? [[t("summary.note"), request.note] as [string, string]] : []),
      ]}
    />
  );
}
