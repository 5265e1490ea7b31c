import { formatDate, formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { ListSection } from "../../components/kit/list-section";
import { PayLinkStatusBadge } from "../../components/pay-link-status";
import { SharePayLink } from "../../components/share-pay-link";
import { usePayLinkStatuses } from "../../hooks/use-link-payments";
import type { SignedPayLink } from "../../lib/pay-link";

/** The requests made here, newest first: each one's status read from the ledger, and a way to share one still waiting. */
export function RequestList({ requests }: { requests: SignedPayLink[] }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "request.list" });
  const statusOf = usePayLinkStatuses(requests);
  return (
    <ListSection id="requests-title" title={t("title")} empty={t("empty")} items={requests}>
      {(request) => {
        const status = statusOf(request);
        return (
          <li key={request.id} className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">{formatMoney(request.amount)}</p>
                <p className="text-sm break-words">{request.purpose ?? t("noNote")}</p>
              </div>
              <PayLinkStatusBadge status={status} />
            </div>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span>
                {t("made", { date: formatDate(new Date(request.createdAt), i18n.language) })}
              </span>
              {request.expiresAt && status === "pending" ? (
                <span>
                  {t("validUntil", {
                    date: formatDateTime(new Date(request.expiresAt), i18n.language),
                  })}
                </span>
              ) : null}
            </p>
            {status === "pending" ? <SharePayLink link={request} /> : null}
          </li>
        );
      }}
    </ListSection>
  );
}
