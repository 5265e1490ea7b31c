import { feeRateOf } from "@repo/ledger/fees";
import { fromMajor } from "@repo/ledger/money";
import { corridorFor } from "@repo/pricing/corridors";
import { formatPercent } from "@repo/pricing/percent";
import { quoteFromSend } from "@repo/pricing/quote";
import { rateText } from "@repo/pricing/rates";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../../../components/confirm-payment";
import { oneUnitOf, useCrossBorderRows } from "../../../components/cross-border-rows";
import { useHomeCountry } from "../../../hooks/use-home-country";
import {
  checkRecipient,
  corridorOrDefault,
  crossBorderPayment,
  deliveryFor,
} from "../../../lib/cross-border";
import type { ConfirmSearch } from "../../../lib/send-money-search";
import { InvalidPayment } from "./invalid-payment";
import { HoldNotice, useRateHold } from "./rate-hold";

/**
 * /send-money/confirm?type=international: the quote for the amount in the link, requoted here
 * (a link is never trusted for a rate or a fee), to a recipient checked again, through the shared
 * confirm step: the fee as an amount, the total, and the PIN. When the rate hold runs out the
 * quote is refreshed and the PIN waits until the person has seen the new quote.
 */
export function InternationalConfirm({ search }: { search: ConfirmSearch }) {
  const { t } = useTranslation("wallet", { keyPrefix: "international" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const { t: tr } = useTranslation("wallet", { keyPrefix: "payment.receipt.crossBorder" });
  const crossBorderRows = useCrossBorderRows();
  const hold = useRateHold();
  const [seenRefreshes, setSeenRefreshes] = useState(0);
  const from = useHomeCountry().currency;
  const known = search.country ? corridorFor(search.country, from) : undefined;
  const corridor = corridorOrDefault(search.country, from);
  const delivery = deliveryFor(corridor, search.delivery);
  const recipient = checkRecipient(corridor, delivery, {
    name: search.holder ?? "",
    number: search.recipient ?? "",
    network: search.network,
    ifsc: search.ifsc,
  });

  if (!known || !recipient.ok || !search.amount) {
    return (
      <InvalidPayment
        problems={[t("missing")]}
        action={
          <Button asChild>
            <Link to="/send-money/enter-details" search={{ ...search, type: "international" }}>
              {ts("invalid.toDetails")}
            </Link>
          </Button>
        }
      />
    );
  }

  const quote = quoteFromSend(corridor, fromMajor(search.amount, from).minor, from);
  const payment = crossBorderPayment(quote, delivery, recipient.value);
  const rows: [string, string][] = [
    [ts("confirm.to"), recipient.value.name],
    ...crossBorderRows(
      {
        recipient: payment.recipient,
        name: recipient.value.name,
        amount: payment.amount,
        ifsc: payment.ifsc,
        crossBorder: payment.crossBorder!,
      },
      corridor.locale,
    ),
    [tr("sent"), formatMoney(quote.send)],
  ];
  const rate = t("quote.rateValue", {
    unit: formatMoney(oneUnitOf(from)),
    rate: rateText(quote.rate),
    currency: corridor.currency,
  });
  const unseen = hold.refreshes > seenRefreshes;

  return (
    <ConfirmPayment
      title={ts("confirm.title")}
      back={{
        to: "/send-money/enter-details",
        search: {
          type: "international",
          country: corridor.country,
          delivery,
          recipient: search.recipient,
          holder: search.holder,
          network: search.network,
          ifsc: search.ifsc,
          amount: search.amount,
        },
      }}
      payment={payment}
      rows={rows}
      feeLabel={tr("fee", { rate: formatPercent(feeRateOf("international")) })}
      payable={!unseen}
    >
      <div className="flex flex-col gap-2">
        <HoldNotice hold={hold} rate={rate} />
        {unseen ? (
          <Button type="button" onClick={() => setSeenRefreshes(hold.refreshes)}>
            {t("hold.accept")}
          </Button>
        ) : null}
      </div>
    </ConfirmPayment>
  );
}
