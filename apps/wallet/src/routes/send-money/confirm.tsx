import { bankNameForIfsc } from "@repo/mock-data/banks";
import { contacts } from "@repo/mock-data/contacts";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../../components/confirm-payment";
import { useOwnAccount } from "../../hooks/use-own-account";
import { MIN_PAYMENT, PER_PAYMENT_LIMIT, RECIPIENT_MAX_LENGTH } from "../../lib/limits";
import { loadCopy } from "../../lib/load-copy";
import { loadLedger } from "../../lib/load-ledger";
import { rupees } from "../../lib/money";
import { formatPhone } from "../../lib/phone";
import { confirmSearch } from "../../lib/send-money-search";
import { validateTransfer } from "../../lib/validation";
import { InvalidPayment } from "./-components/invalid-payment";

/**
 * Money sent abroad brings the country list, the quote maths and its own words: they load with
 * its screen alone, never on the first load or for payments at home.
 */
const InternationalConfirm = lazy(() =>
  Promise.all([import("./-components/international-confirm"), loadCopy("international")]).then(
    ([module]) => ({ default: module.InternationalConfirm }),
  ),
);

export const Route = createFileRoute("/send-money/confirm")({
  validateSearch: confirmSearch,
  loader: () => Promise.all([loadCopy("sendMoney", "payment"), loadLedger()]),
  component: Confirm,
});

function Confirm() {
  const search = Route.useSearch();
  if (search.type === "international") {
    return (
      <Suspense fallback={<main className="flex flex-1 flex-col" aria-busy="true" />}>
        <InternationalConfirm search={search} />
      </Suspense>
    );
  }
  return <DomesticConfirm />;
}

function DomesticConfirm() {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const search = Route.useSearch();
  const { t: ts } = useTranslation("wallet", { keyPrefix: "payment.selfPayment" });
  const { type, recipient, name: scannedName, amount, note, ifsc, holder } = search;
  const ownAccount = useOwnAccount();
  const transfer =
    type && type !== "international" && recipient
      ? validateTransfer(type, { recipient, confirm: recipient, ifsc, holder }, ownAccount)
      : undefined;

  // International payments have their own confirm step (above); `type` here is a domestic one.
  if (!type || type === "international" || !transfer?.ok || !amount) {
    const problems: string[] = [];
    if (!type) problems.push(t("invalid.type"));
    if (transfer && !transfer.ok && transfer.errors.recipient === "self-payment") {
      problems.push(ts("recipient"));
    } else if (!transfer?.ok) {
      problems.push(t("invalid.recipient", { max: RECIPIENT_MAX_LENGTH }));
    }
    if (!amount)
      problems.push(
        t("invalid.amount", { min: formatMoney(MIN_PAYMENT), max: formatMoney(PER_PAYMENT_LIMIT) }),
      );
    return (
      <InvalidPayment
        problems={problems}
        action={
          <Button asChild>
            {type ? (
              <Link to="/send-money/enter-details" search={search}>
                {t("invalid.toDetails")}
              </Link>
            ) : (
              <Link to="/send-money">{t("invalid.toMethods")}</Link>
            )}
          </Button>
        }
      />
    );
  }

  const payee = transfer.value;
  const contact = contacts.find((c) => c.phone === payee.recipient || c.upiId === payee.recipient);
  const bankName = payee.ifsc ? bankNameForIfsc(payee.ifsc) : undefined;
  // "To" names the payee beside the ID when a name is known: a bank account's holder, a
  // contact, or the name a scanned code gave (untrusted text, shown as text).
  const name = payee.holder ?? contact?.name ?? scannedName;
  const rows: [string, string][] = name ? [[t("confirm.to"), name]] : [];
  rows.push([
    t(`details.recipient.${type}`),
    type === "phone" ? formatPhone(payee.recipient) : payee.recipient,
  ]);
  if (payee.ifsc) rows.push([t("details.bank.ifsc"), payee.ifsc]);
  if (bankName) rows.push([t("confirm.bank"), bankName]);
  rows.push([t("confirm.method"), t(`types.${type}`)]);
  if (note) rows.push([t("confirm.note"), note]);
  rows.push([t("confirm.amount"), formatMoney(rupees(amount))]);

  return (
    <ConfirmPayment
      title={t("confirm.title")}
      back={{
        to: "/send-money/enter-details",
        search: { type, ...payee, name: scannedName, amount, note },
      }}
      payment={{
        kind: "send",
        transfer: type,
        recipient: payee.recipient,
        ifsc: payee.ifsc,
        name: payee.holder ?? (contact ? undefined : scannedName),
        amount: rupees(amount),
        note,
      }}
      rows={rows}
    />
  );
}
