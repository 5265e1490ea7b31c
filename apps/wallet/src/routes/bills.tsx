import { lookupBill, normalizeConsumerNumber } from "@repo/mock-data/billers";
import type { Biller } from "@repo/mock-data/types";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../components/confirm-payment";
import { ScreenHeader } from "../components/screen-header";
import { useHomeCountry } from "../hooks/use-home-country";
import { useRefusalText } from "../hooks/use-refusal-text";
import { billerFor, billsCountry, billToPay } from "../lib/bill-from-search";
import { type BillsSearch, billsSearch } from "../lib/bills-search";
import { loadCopy } from "../lib/load-copy";
import type { Tile } from "../lib/tiles";
import { type ConsumerNumberError, validateConsumerNumber } from "../lib/validation";
import { loadLedger } from "../stores/load-ledger";
import { useWalletStore } from "../stores/wallet-store";
import { BillDetails } from "./-bills/bill-details";
import { BillerList } from "./-bills/biller-list";
import { BillerNumberField } from "./-bills/biller-number-field";
import { Categories } from "./-bills/categories";
import { isPrepaid, PrepaidUnits } from "./-bills/prepaid-units";

/** Its tile on the dashboard (lib/tiles.ts). */
export const tile = { row: "services", order: 20, icon: "Receipt", copy: "bills" } satisfies Tile;

export const Route = createFileRoute("/bills")({
  validateSearch: billsSearch,
  loader: () => Promise.all([loadCopy("bills", "payment", "input"), loadLedger()]),
  component: Bills,
});

function Bills() {
  const search = Route.useSearch();
  const home = useHomeCountry().code;
  const country = billsCountry(search, home);
  const biller = billerFor(search, home);
  if (biller && isPrepaid(biller)) {
    return <PrepaidUnits key={biller.id} biller={biller} search={search} />;
  }
  if (biller) return <PayBill key={biller.id} biller={biller} search={search} />;
  if (search.category) {
    return <BillerList country={country} home={home} category={search.category} />;
  }
  return <Categories country={country} home={home} />;
}

function PayBill({ biller, search }: { biller: Biller; search: BillsSearch }) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  const { currency } = useHomeCountry();
  const navigate = useNavigate();
  const ledger = useWalletStore((s) => s.ledger);
  const refusalText = useRefusalText();
  // The fetched number lives in the URL (Back and reload keep the bill); the field may differ.
  const [number, setNumber] = useState(search.number ?? "");
  const [numberError, setNumberError] = useState<ConsumerNumberError | null>(null);
  const field = t(`consumerId.${biller.consumerId.kind}`);
  const back = {
    to: "/bills" as const,
    search: { country: biller.country, category: biller.category },
  };
  const form = { to: "/bills" as const, search: { ...search, step: undefined } };

  const today = new Date();
  const fetched =
    search.number === normalizeConsumerNumber(number, biller) ? search.number : undefined;
  const lookup = fetched ? lookupBill(biller, fetched, today) : null;
  const bill = lookup?.status === "due" ? lookup.bill : null;
  const { payment, paid, refusal } = bill
    ? billToPay(ledger, biller, bill, currency, today)
    : { payment: undefined, paid: undefined, refusal: null };

  const fetchBill = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateConsumerNumber(biller, number);
    if (!checked.ok) {
      setNumberError(checked.error);
      void navigate({ ...form, search: { ...form.search, number: undefined }, replace: true });
      return;
    }
    setNumberError(null);
    setNumber(checked.value);
    void navigate({ ...form, search: { ...form.search, number: checked.value }, replace: true });
  };

  if (search.step === "confirm" && bill && payment) {
    return (
      <ConfirmPayment
        title={t("confirmTitle")}
        back={form}
        payment={payment}
        rows={[
          [t("bill.biller"), biller.name],
          [field, bill.consumerNumber],
          [t("bill.customer"), bill.customerName],
          [t("bill.amount"), formatMoney(bill.amount)],
        ]}
        feeLabel={t("fee")}
      />
    );
  }

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={biller.name} back={back} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <form className="flex flex-col gap-3" noValidate onSubmit={fetchBill}>
          <BillerNumberField
            id="consumer-number"
            biller={biller}
            value={number}
            onChange={(value) => {
              setNumber(value);
              setNumberError(null);
            }}
            error={numberError}
          />
          <Button type="submit" variant={payment ? "outline" : "default"}>
            {t("fetch")}
          </Button>
        </form>

        <div role="status" className="empty:hidden">
          {lookup?.status === "no-dues" ? (
            <p className="rounded-xl border bg-card p-4 font-medium">{t("noDues")}</p>
          ) : bill ? (
            <BillDetails
              biller={biller}
              bill={bill}
              field={field}
              paid={paid}
              today={today}
              currency={currency}
            />
          ) : null}
        </div>

        {payment ? (
          <div className="flex flex-col gap-2">
            <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
              {refusal && payment ? refusalText(refusal, payment) : ""}
            </p>
            <Button
              size="lg"
              disabled={refusal !== null}
              onClick={() => void navigate({ ...form, search: { ...search, step: "confirm" } })}
            >
              {t("pay", { amount: formatMoney(payment.amount) })}
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}
