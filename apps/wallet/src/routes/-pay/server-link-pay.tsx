import { Button } from "@repo/ui/components/button";
import { formatDate, formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../../components/confirm-payment";
import {
  linkMoney,
  type PayLinkView,
  type ReadLinkResult,
  readPayLink,
} from "../../data/pay-links-api";
import { Checking, LinkDetailsView, LinkMessage } from "./link-screens";

/**
 * The payer's side of a business's link kept by the server (`/pay?link=<id>`, the connected
 * wallet): the link as the server holds it (who is paid, the amount, the note), then the confirm
 * step and the PIN. The server pays a link once: one paid already, on this phone or another, says
 * so and offers nothing to pay. Needs the "payLink", "serverLinks" and "payment" copy.
 */
export default function ServerLinkPay({ id, confirming }: { id: unknown; confirming: boolean }) {
  // Read once for this address (and again on Try again): its confirm step keeps what was read.
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ id: unknown; result: ReadLinkResult } | null>(null);
  useEffect(() => {
    let current = true;
    void readPayLink(id).then((result) => {
      if (current) setRead({ id, result });
    });
    return () => {
      current = false;
    };
  }, [id, attempt]);
  if (!read || read.id !== id) return <Checking />;
  const { result } = read;
  if (!result.ok) {
    const retry = () => {
      setRead(null);
      setAttempt(attempt + 1);
    };
    return <Unreadable id={id} reason={result.reason} retry={retry} />;
  }
  const { link } = result;
  if (link.status !== "open") return <ClosedLink link={link} />;
  if (confirming && link.direction === "incoming") return <ConfirmLink link={link} />;
  return <ServerLinkDetails link={link} />;
}

const payeeName = (link: PayLinkView) => link.requester.name || link.requester.maskedPhone;

/** Who is paid and what for, on the details and the confirm step. */
function useRows(link: PayLinkView): [string, string][] {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  const rows: [string, string][] = [
    [t("to"), payeeName(link)],
    // The UPI ID the server names for the link (the business's own); a phone's masked number
    // only when it sends none.
    link.requester.upi
      ? [t("accountUpi"), link.requester.upi]
      : [t("accountPhone"), link.requester.maskedPhone],
  ];
  if (link.note) rows.push([t("purpose"), link.note]);
  return rows;
}

function ServerLinkDetails({ link }: { link: PayLinkView }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "serverLinks.pay" });
  const navigate = useNavigate();
  const name = payeeName(link);
  const rows = useRows(link);
  rows.push([t("requestedOn"), formatDate(new Date(link.createdAt), i18n.language)]);
  const own = link.direction === "outgoing";
  return (
    <LinkDetailsView
      name={name}
      asks={t("asks.business", { name })}
      amount={formatMoney(linkMoney(link))}
      rows={rows}
      verified={ts("checked", { name })}
      note={own ? ts("own") : undefined}
      onPay={
        own
          ? undefined
          : () => void navigate({ to: "/pay", search: { link: link.id, step: "confirm" } })
      }
    />
  );
}

function ConfirmLink({ link }: { link: PayLinkView }) {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  return (
    <ConfirmPayment
      title={t("confirmTitle")}
      back={{ to: "/pay", search: { link: link.id } }}
      payment={{
        kind: "link",
        recipient: link.requester.upi ?? link.requester.maskedPhone,
        name: payeeName(link),
        amount: linkMoney(link),
        ...(link.note ? { note: link.note } : {}),
        requestId: link.id,
      }}
      rows={useRows(link)}
    />
  );
}

/** A link paid already (by anyone) or cancelled by its merchant: nothing to pay. */
function ClosedLink({ link }: { link: PayLinkView }) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payLink" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "serverLinks.pay" });
  const values = {
    name: payeeName(link),
    amount: formatMoney(linkMoney(link)),
    date: formatDateTime(new Date(link.updatedAt), i18n.language),
  };
  return link.status === "paid" ? (
    <LinkMessage tone="paid" title={t("paid.title")} body={ts("paid", values)} />
  ) : (
    <LinkMessage tone="refused" title={t("refused.title")} body={ts("closed", values)} />
  );
}

/** No link to show: not one, this phone is signed out, or the server gave no answer. */
function Unreadable({
  id,
  reason,
  retry,
}: {
  id: unknown;
  reason: Exclude<ReadLinkResult, { ok: true }>["reason"];
  retry: () => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "serverLinks.pay" });
  if (reason === "signed-out") {
    // Only a link's id gets this far (readPayLink checked it), so it goes back as it came.
    return (
      <LinkMessage tone="refused" title={ts("signInTitle")} body={ts("signIn")}>
        <Button asChild>
          <Link to="/login" search={{ redirect: `/pay?link=${String(id)}` }}>
            {ts("signInButton")}
          </Link>
        </Button>
      </LinkMessage>
    );
  }
  if (reason === "no-answer") {
    return (
      <LinkMessage tone="refused" title={t("refused.title")} body={ts("noAnswer")}>
        <Button onClick={retry}>{ts("retry")}</Button>
        <Button asChild variant="ghost">
          <Link to="/dashboard">{t("refused.home")}</Link>
        </Button>
      </LinkMessage>
    );
  }
  return <LinkMessage tone="refused" title={t("refused.title")} body={ts("notFound")} />;
}
