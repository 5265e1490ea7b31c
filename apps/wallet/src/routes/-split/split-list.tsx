import { formatMoney } from "@repo/ui/lib/format";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { PayLinkStatusBadge } from "../../components/pay-link-status";
import { SharePayLink } from "../../components/share-pay-link";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useHomeSample } from "../../hooks/use-home-sample";
import { usePayLinkStatuses } from "../../hooks/use-link-payments";
import { useRequestsStore } from "../../stores/requests-store";
import { usePersonName } from "./person-name";
import { SplitCard, SplitsSection } from "./split-card";

/**
 * The local wallet's splits: each bill with its shares, who has paid (read from the ledger like
 * every payment link's status), and a way to share a request still waiting.
 */
export function SplitList({ createdId }: { createdId: string | null }) {
  const { t } = useTranslation("wallet", { keyPrefix: "split.list" });
  const nameOf = usePersonName();
  const { contacts } = useHomeSample();
  const { currency } = useHomeCountry();
  const allSplits = useRequestsStore((s) => s.splits);
  // This account's bills: another home country's account's splits here are in its own money.
  const splits = useMemo(
    () => allSplits.filter((split) => split.total.currency === currency),
    [allSplits, currency],
  );
  const statusOf = usePayLinkStatuses(splits.flatMap((s) => s.shares.flatMap((x) => x.link ?? [])));
  return (
    <SplitsSection empty={splits.length === 0}>
      {splits.map((split) => {
        const requests = split.shares.filter((share) => share.link);
        const paid = requests.filter((share) => statusOf(share.link!) === "paid").length;
        return (
          <SplitCard
            key={split.id}
            split={split}
            paid={paid}
            count={requests.length}
            justMade={split.id === createdId}
          >
            <ul className="divide-y">
              {split.shares.map((share) => {
                const status = share.link ? statusOf(share.link) : undefined;
                const name = nameOf(share.person);
                const amount = formatMoney(share.amount);
                return (
                  <li key={share.person} className="flex flex-col gap-2 py-2">
                    <div className="flex items-center gap-3">
                      <span className="min-w-0 flex-1 font-medium">{name}</span>
                      <span className="font-semibold">{amount}</span>
                      {share.link ? (
                        <PayLinkStatusBadge status={status} />
                      ) : (
                        <span className="text-xs text-muted-foreground">{t("yourShare")}</span>
                      )}
                    </div>
                    {share.link && status === "pending" ? (
                      <SharePayLink
                        link={share.link}
                        phone={contacts.find((c) => c.id === share.person)?.phone}
                        label={t("shareLabel", { name, amount })}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </SplitCard>
        );
      })}
    </SplitsSection>
  );
}
