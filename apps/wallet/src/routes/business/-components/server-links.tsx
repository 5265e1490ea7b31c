import type { Money } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { ListCard } from "../../../components/kit/list-card";
import { usePeopleRequests } from "../../../components/people-requests";
import type { ShareableLink } from "../../../components/share-pay-link";
import { linkMoney, makePayLink, payLinkAddress } from "../../../data/pay-links-api";
import { closeRequest, type RequestView } from "../../../data/requests-api";
import { applyRequest, refreshPeopleRequests } from "../../../stores/people-requests-store";
import { LinkItem } from "./link-item";

/**
 * The connected wallet's part of the payment links screen: links the server keeps, made here and
 * listed with their status, which the live feed turns Paid the moment a customer pays. The local
 * build never loads it.
 */

/** What making a link came to: the link to share, or why there is none. */
export type MadeLink =
  | { ok: true; link: ShareableLink }
  | { ok: false; reason: "no-answer" }
  | { ok: false; reason: "refused"; message: string };

/**
 * Makes the link on the server; `id` is made once by the screen, so a retry after no answer makes
 * no second link. The new link joins the list at once.
 */
export async function makeBusinessLink(input: {
  id: string;
  amount: Money;
  note?: string;
}): Promise<MadeLink> {
  const result = await makePayLink(input);
  if (!result.ok) return result;
  const { link } = result;
  applyRequest(link);
  return {
    ok: true,
    link: {
      url: payLinkAddress(link.id),
      amount: linkMoney(link),
      payee: { name: link.requester.name || link.requester.maskedPhone },
      ...(link.note ? { purpose: link.note } : {}),
    },
  };
}

const statusOf = (link: RequestView) =>
  link.status === "open" ? "waiting" : link.status === "paid" ? "paid" : "cancelled";

/** The business's links on the server, newest first, live. Needs the "serverLinks" copy. */
export function ServerLinkList() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "business.links" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "serverLinks.list" });
  const links = usePeopleRequests()?.outgoing.filter((request) => request.kind === "link");
  if (!links) {
    return (
      <p role="status" className="text-muted-foreground">
        {ts("loading")}
      </p>
    );
  }
  if (links.length === 0) return <p className="text-muted-foreground">{t("none")}</p>;
  const date = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  return (
    <ListCard aria-labelledby="links-title">
      {links.map((link) => {
        const status = statusOf(link);
        return (
          <LinkItem
            key={link.id}
            amount={linkMoney(link)}
            status={status}
            statusLabel={status === "paid" ? t("status.paid") : ts(status)}
            purpose={link.note ?? undefined}
            when={
              status === "paid"
                ? ts("paidBy", {
                    name: link.payer?.name || link.payer?.maskedPhone,
                    date: date(link.updatedAt),
                  })
                : t("created", { created: date(link.createdAt) })
            }
            href={payLinkAddress(link.id)}
          >
            {status === "waiting" ? <CancelLink link={link} /> : null}
          </LinkItem>
        );
      })}
    </ListCard>
  );
}

/**
 * Cancels an open link, once the merchant confirms: the server refuses any payment of it after,
 * and the list shows it Cancelled at once (a payment that came first leaves it Paid).
 */
function CancelLink({ link }: { link: RequestView }) {
  const { t } = useTranslation("wallet", { keyPrefix: "serverLinks.cancel" });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(linkMoney(link));
  const cancel = async () => {
    setBusy(true);
    const after = await closeRequest(link.id, "cancel");
    setBusy(false);
    setConfirming(false);
    if (after) {
      applyRequest(after);
      toast({ title: t("done", { amount }) });
    } else {
      toast({ title: t("failed", { amount }), variant: "error" });
      void refreshPeopleRequests();
    }
  };
  if (!confirming) {
    return (
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={t("label", { amount })}
        onClick={() => setConfirming(true)}
      >
        {t("button")}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t("label", { amount })} className="flex flex-col gap-2">
      <p className="text-sm">{t("confirm", { amount })}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" size="sm" disabled={busy} onClick={() => void cancel()}>
          {t("yes")}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
          {t("keep")}
        </Button>
      </div>
    </div>
  );
}
