import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { closeRequest, type RequestStatus, type RequestView } from "../data/requests-api";
import {
  applyRequest,
  betweenPeople,
  refreshPeopleRequests,
  usePeopleRequestsStore,
} from "../stores/people-requests-store";
import { ListSection } from "./kit/list-section";

const variants = {
  open: "secondary",
  paid: "success",
  declined: "outline",
  cancelled: "outline",
} as const;

/** A request's status as a badge. Needs the "request" copy. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people.status" });
  return <Badge variant={variants[status]}>{t(status)}</Badge>;
}

/** The request's amount as money. */
export const requestAmount = (request: RequestView) =>
  formatMoney({ minor: Number(request.amount), currency: request.currency });

/** The server's lists of requests, read when a screen first shows them. */
export function usePeopleRequests() {
  const lists = usePeopleRequestsStore((s) => s.lists);
  useEffect(() => void refreshPeopleRequests(), []);
  return lists;
}

type PeopleRequestListProps = {
  direction: "incoming" | "outgoing";
  /** The list's heading level 2 text. */
  title: string;
  empty: string;
};

/**
 * Requests between accounts, one direction: who asks or was asked, the amount, the note and the
 * status, kept live by the events stream. An open request asked of this account can be paid (its
 * confirm step, with the PIN) or declined. Needs the "request" copy.
 */
export function PeopleRequestList({ direction, title, empty }: PeopleRequestListProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "request.people" });
  const lists = usePeopleRequests();
  const requests = betweenPeople(lists, direction);
  return (
    <ListSection
      id={`${direction}-requests-title`}
      title={title}
      empty={empty}
      loading={t("loading")}
      items={requests}
    >
      {(request) => {
        const other = direction === "incoming" ? request.requester : request.payer;
        const name = other ? other.name || other.maskedPhone : "";
        return (
          <li key={request.id} className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">
                  {direction === "incoming" ? t("from", { name }) : t("asked", { name })}
                </p>
                <p className="font-semibold">{requestAmount(request)}</p>
                <p className="text-sm break-words">{request.note ?? t("noNote")}</p>
              </div>
              <RequestStatusBadge status={request.status} />
            </div>
            <p className="text-xs text-muted-foreground">
              {t("made", { date: formatDate(new Date(request.createdAt), i18n.language) })}
            </p>
            {direction === "incoming" && request.status === "open" ? (
              <RequestActions request={request} name={name} />
            ) : null}
          </li>
        );
      }}
    </ListSection>
  );
}

/** Pay (the confirm step and PIN) or decline a request asked of this account. */
function RequestActions({ request, name }: { request: RequestView; name: string }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people" });
  const [declining, setDeclining] = useState(false);
  const amount = requestAmount(request);
  const decline = async () => {
    setDeclining(true);
    const after = await closeRequest(request.id, "decline");
    setDeclining(false);
    if (after) {
      applyRequest(after);
      toast({ title: t("declinedToast", { amount, name }) });
    } else {
      toast({ title: t("declineFailed"), variant: "error" });
      void refreshPeopleRequests();
    }
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link
          to="/requests"
          search={{ pay: request.id }}
          aria-label={t("payLabel", { amount, name })}
        >
          {t("pay", { amount })}
        </Link>
      </Button>
      <Button
        variant="outline"
        disabled={declining}
        aria-label={t("declineLabel", { amount, name })}
        onClick={() => void decline()}
      >
        {t("decline")}
      </Button>
    </div>
  );
}
