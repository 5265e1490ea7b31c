import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";

import { listenLive } from "../data/live-feed";
import { i18n } from "../lib/i18n";
import { applyRequest, forgetPeopleRequests, refreshPeopleRequests } from "./people-requests-store";

/**
 * The connected wallet's live updates, while signed in: each movement of its money reads the
 * ledger again (`refresh`) and a credit is announced; each change of a request between accounts
 * updates the requests, and one's own request paid or declined by the other, or one's own
 * payment link paid by a customer, is announced.
 * Answers a function that stops listening and forgets the account's requests.
 */
export function startLiveUpdates(refresh: () => void): () => void {
  const stop = listenLive({
    onTransfer: (transfer) => {
      refresh();
      if (transfer?.direction !== "received") return;
      const amount = formatMoney({ minor: Number(transfer.amount), currency: transfer.currency });
      const name = transfer.counterparty.name || transfer.counterparty.maskedPhone;
      toast({
        title: i18n.t("wallet:app.live.receivedTitle", { amount }),
        description: i18n.t("wallet:app.live.receivedBody", { amount, name }),
        variant: "success",
      });
    },
    onRequest: (request) => {
      applyRequest(request);
      if (request.direction !== "outgoing") return;
      const amount = formatMoney({ minor: Number(request.amount), currency: request.currency });
      const name = request.payer?.name || request.payer?.maskedPhone || "";
      if (request.kind === "link") {
        // A business's link paid by a customer, from any phone.
        if (request.status !== "paid") return;
        toast({
          title: i18n.t("wallet:app.live.link.paidTitle", { amount }),
          description: i18n.t("wallet:app.live.link.paidBody", { amount, name }),
          variant: "success",
        });
        return;
      }
      if (request.status !== "paid" && request.status !== "declined") return;
      toast({
        title: i18n.t(`wallet:app.live.request.${request.status}Title`, { amount }),
        description: i18n.t(`wallet:app.live.request.${request.status}Body`, { amount, name }),
        variant: request.status === "paid" ? "success" : "default",
      });
    },
    onOpen: () => void refreshPeopleRequests(),
  });
  return () => {
    stop();
    forgetPeopleRequests();
  };
}
