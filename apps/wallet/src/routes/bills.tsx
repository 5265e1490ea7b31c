import { rupees } from "@repo/ledger/money";
import { findPaid, paidOnceKey, paidThingOf } from "@repo/ledger/paid-once";
import { checkPayment } from "@repo/ledger/payment";
import {
  billCategories,
  billersFor,
  lookupBill,
  normalizeConsumerNumber,
} from "@repo/mock-data/billers";
import type { Bill, BillCategory, Biller, Country } from "@repo/mock-data/types";
import { midMarketInr } from "@repo/pricing/rates";
import { Button } from "@repo/ui/components/button";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import {
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Droplets,
  Landmark,
  type LucideIcon,
  PiggyBank,
  SatelliteDish,
  Smartphone,
  Wifi,
  Zap,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../components/confirm-payment";
import { DetailList } from "../components/detail-list";
import { focusRing } from "../components/kit/focus";
import { IconCircle } from "../components/kit/icon-circle";
import { ScreenHeader } from "../components/screen-header";
import { useHomeCountry } from "../hooks/use-home-country";
import { useRefusalText } from "../hooks/use-refusal-text";
import { billAmount, billerFor, billsCountry } from "../lib/bill-from-search";
import { type BillsSearch, billsSearch, COUNTRIES } from "../lib/bills-search";
import { isOverdue, type LedgerEntry, type PaymentInput } from "../lib/ledger";
import { loadCopy } from "../lib/load-copy";
import { type ConsumerNumberError, validateConsumerNumber } from "../lib/validation";
import { loadLedger } from "../stores/load-ledger";
import { useWalletStore } from "../stores/wallet-store";
import { BillerNumberField } from "./-bills/biller-number-field";
import { isPrepaid, PrepaidUnits } from "./-bills/prepaid-units";

export const Route = createFileRoute("/bills")({
  validateSearch: billsSearch,
  loader: () => Promise.all([loadCopy("bills", "payment", "input"), loadLedger()]),
  component: Bills,
});

const categoryIcon: Record<BillCategory, LucideIcon> = {
  electricity: Zap,
  tax: Landmark,
  pension: PiggyBank,
  water: Droplets,
  mobile: Smartphone,
  "satellite-tv": SatelliteDish,
  internet: Wifi,
};

const rowClass = `flex min-h-14 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted ${focusRing.inset}`;

/** Money in the biller's currency (whole units in the sample bills): rupees, or kwacha. */
function formatBillAmount(amount: number, currency: Bill["currency"]) {
  return formatMoney({ minor: Math.round(amount * 100), currency });
}

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

/** An Indian account pays bills in India or Zambia (a country choice); a Zambian one at home. */
function Categories({ country, home }: { country: Country; home: Country }) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        {home === "IN" ? <CountryChoice country={country} /> : null}
        <nav aria-labelledby="categories-title" className="flex flex-col gap-2">
          <h2 id="categories-title" className="font-semibold">
            {t("categories.title")}
          </h2>
          <ul className="grid auto-rows-fr grid-cols-2 gap-2">
            {billCategories.map((category) => {
              const Icon = categoryIcon[category];
              return (
                <li key={category}>
                  <Link
                    to="/bills"
                    search={{ country, category }}
                    className="flex h-full min-h-20 flex-col items-start gap-2 rounded-xl border bg-card p-3 text-sm font-medium transition-colors hover:bg-muted"
                  >
                    <IconCircle>
                      <Icon aria-hidden="true" />
                    </IconCircle>
                    {t(`categories.${category}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </main>
  );
}

/** Whose bills an Indian account pays: India's, or family's in Zambia (converted to rupees). */
function CountryChoice({ country }: { country: Country }) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  const navigate = useNavigate();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("country.label")}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
        {COUNTRIES.map((code) => (
          <label
            key={code}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg font-semibold has-checked:bg-background has-checked:shadow ${focusRing.holder}`}
          >
            <input
              type="radio"
              name="country"
              value={code}
              checked={country === code}
              onChange={() =>
                void navigate({ to: "/bills", search: { country: code }, replace: true })
              }
              className="sr-only"
            />
            {t(`country.${code}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type BillerListProps = { country: Country; home: Country; category: BillCategory };

function BillerList({ country, home, category }: BillerListProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  const billers = billersFor(category, country, home);
  const Icon = categoryIcon[category];
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader
        title={t(`categories.${category}`)}
        back={{ to: "/bills", search: { country } }}
      />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <nav aria-labelledby="billers-title" className="flex flex-col gap-2">
          <h2 id="billers-title" className="font-semibold">
            {t("billers.title", { country: t(`country.${country}`) })}
          </h2>
          {billers.length > 0 ? (
            <ul className="divide-y overflow-hidden rounded-xl border bg-card">
              {billers.map((b) => (
                <li key={b.id}>
                  <Link
                    to="/bills"
                    search={{ country, category, biller: b.id }}
                    className={rowClass}
                  >
                    <IconCircle>
                      <Icon aria-hidden="true" />
                    </IconCircle>
                    <span className="min-w-0 flex-1 font-medium">{b.name}</span>
                    <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t("billers.empty")}</p>
          )}
        </nav>
        {category === "mobile" && country === home ? (
          <Button asChild variant="outline">
            <Link to="/recharge">{t("billers.prepaid")}</Link>
          </Button>
        ) : null}
      </div>
    </main>
  );
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
  const billPayment: PaymentInput | undefined = bill
    ? {
        kind: "bill",
        recipient: bill.consumerNumber,
        name: biller.name,
        amount: billAmount(bill, currency),
        bill: { billerId: bill.billerId, billDate: bill.billDate },
      }
    : undefined;
  // A bill is paid once (the ledger refuses a second payment, from this tab or another); the
  // entry that paid it shows the bill as paid, with its receipt.
  const paidThing = billPayment && paidThingOf(billPayment);
  const paid = paidThing ? findPaid(ledger.transactions, paidOnceKey(paidThing)) : undefined;
  const payment = paid ? undefined : billPayment;
  const refusal = payment ? checkPayment(ledger, payment, today) : null;

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
          [t("bill.amount"), formatBillAmount(bill.amount, bill.currency)],
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

type BillDetailsProps = {
  biller: Biller;
  bill: Bill;
  field: string;
  /** This bill's payment from the wallet, when it has been paid. */
  paid: LedgerEntry | undefined;
  today: Date;
  /** The wallet's currency: a bill in another is converted. */
  currency: Bill["currency"];
};

function BillDetails({ biller, bill, field, paid, today, currency }: BillDetailsProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "bills.bill" });
  const { t: status } = useTranslation("wallet", { keyPrefix: "bills.status" });
  const rows: [string, string][] = [
    [t("customer"), bill.customerName],
    [field, bill.consumerNumber],
    [t("billDate"), formatDate(new Date(bill.billDate), i18n.language)],
    [t("dueDate"), formatDate(new Date(bill.dueDate), i18n.language)],
    [t("amount"), formatBillAmount(bill.amount, bill.currency)],
  ];
  return (
    <section aria-labelledby="bill-title" className="rounded-xl border bg-card p-4">
      <h2 id="bill-title" className="font-semibold">
        {t("title", { biller: biller.name })}
      </h2>
      {paid ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-success">
          <span className="flex items-center gap-1.5">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {status("paid", { date: formatDate(new Date(paid.date), i18n.language) })}
          </span>
          <Link
            to="/transactions/$id"
            params={{ id: paid.id }}
            className="text-foreground underline underline-offset-4"
          >
            {status("receipt")}
          </Link>
        </p>
      ) : isOverdue(bill.dueDate, today) ? (
        <p className="mt-2 flex items-center gap-1.5 font-semibold text-destructive">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {status("overdue", { date: formatDate(new Date(bill.dueDate), i18n.language) })}
        </p>
      ) : null}
      <DetailList rows={rows} className="mt-2" />
      {bill.currency !== currency ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {t("converted", {
            amount: formatMoney(rupees(bill.amountInr)),
            rate: formatMoney(midMarketInr({ minor: 100, currency: "ZMW" })),
          })}
        </p>
      ) : null}
    </section>
  );
}
