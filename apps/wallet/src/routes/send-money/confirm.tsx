import { limitsOf } from "@repo/ledger/limits";
import { fromMajor } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../../components/confirm-payment";
import { useHomeCopy } from "../../hooks/use-home-copy";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useHomeSample } from "../../hooks/use-home-sample";
import { useOwnAccount } from "../../hooks/use-own-account";
import { RECIPIENT_MAX_LENGTH } from "../../lib/limits";
import { loadCopy } from "../../lib/load-copy";
import { formatPhone } from "../../lib/phone";
import { confirmSearch, TRANSFER_KINDS } from "../../lib/send-money-search";
import { branchBankOf, transferSearch, validateTransfer } from "../../lib/validation";
import { loadHomeCopy } from "../../stores/home-copy";
import { loadLedger } from "../../stores/load-ledger";
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
  loader: () => Promise.all([loadHomeCopy("sendMoney", "payment"), loadLedger()]),
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
  const { t } = useHomeCopy("sendMoney");
  const search = Route.useSearch();
  const { t: ts } = useTranslation("wallet", { keyPrefix: "payment.selfPayment" });
  const { t: tr } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  const { type, recipient, name: scannedName, amount, note, ifsc, sortCode, holder } = search;
  const ownAccount = useOwnAccount();
  const home = useHomeCountry();
  const { contacts } = useHomeSample();
  const limits = limitsOf(home.currency);
  const transfer =
    type && type !== "international" && recipient
      ? validateTransfer(
          type,
          { recipient, confirm: recipient, ifsc, sortCode, holder },
          ownAccount,
          home.code,
        )
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
        t("invalid.amount", { min: formatMoney(limits.min), max: formatMoney(limits.perPayment) }),
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
  const bankName = branchBankOf(payee, home.payments.bankBranch)?.name;

  // "To" names the payee beside the ID when a name is known: a bank account's holder, a
  // contact, or the name a scanned code gave (untrusted text, shown as text).
  const name = payee.holder ?? contact?.name ?? scannedName;
  const rows: [string, string][] = name ? [[t("confirm.to"), name]] : [];
  rows.push([
    t(`details.recipient.${type}`),
    type === "phone" || type === "mobileMoney"
      ? formatPhone(payee.recipient, home.code)
      : payee.recipient,
  ]);
  const wallet = type === "mobileMoney" && home.mobileMoney[payee.network ?? ""];
  if (wallet) rows.push([tr("mobileWallet"), wallet]);
  if (payee.ifsc) rows.push([t("details.bank.ifsc"), payee.ifsc]);
  if (payee.sortCode) rows.push([tr("sortCode"), payee.sortCode]);
  if (bankName) rows.push([t("confirm.bank"), bankName]);
  rows.push([t("confirm.method"), t(`types.${type}`)]);
  if (note) rows.push([t("confirm.note"), note]);
  const money = fromMajor(amount, home.currency);
  rows.push([t("confirm.amount"), formatMoney(money)]);

  return (
    <ConfirmPayment
      title={t("confirm.title")}
      back={{
        to: "/send-money/enter-details",
        search: { type, ...transferSearch(payee), name: scannedName, amount, note },
      }}
      payment={{
        kind: TRANSFER_KINDS[type],
        transfer: type,
        recipient: payee.recipient,
        ifsc: payee.ifsc,
        sortCode: payee.sortCode,
        name: payee.holder ?? (contact ? undefined : scannedName),
        amount: money,
        note,
      }}
      rows={rows}
    />
  );
}
