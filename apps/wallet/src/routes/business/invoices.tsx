import { useLanguage } from "@repo/i18n/language-provider";
import { amountProblem, LIMITS } from "@repo/ledger/limits";
import type { Money } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { Input, Select } from "@repo/ui/components/input";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { Download, Link2, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { DetailList, DetailRow } from "../../components/detail-list";
import { ScreenHeader } from "../../components/screen-header";
import { createBusinessLink } from "../../lib/business/business-links";
import {
  GST_RATES,
  type GstRate,
  type InvoiceLine,
  invoiceTotals,
  isHsnCode,
  isInterState,
} from "../../lib/business/gst";
import { gstStates, stateName } from "../../lib/business/gst-states";
import { GSTIN_LENGTH, gstinProblem, gstinState, normaliseGstin } from "../../lib/business/gstin";
import type { Invoice } from "../../lib/business/invoice";
import { downloadBlob } from "../../lib/download";
import { rupeesFromText } from "../../lib/input-rules";
import { loadCopy } from "../../lib/load-copy";
import type { SignedPayLink } from "../../lib/pay-link";
import { issueInvoice, keepLink, useBusinessStore } from "../../stores/business-store";
import { supplierOf } from "./-components/business-supplier";
import { Field } from "./-components/field";
import { ShareLink } from "./-components/share-link";

export const Route = createFileRoute("/business/invoices")({
  // Its links are shared with the wallet's one share row, which speaks the "payLink" copy.
  loader: () => loadCopy("payLink"),
  component: Invoices,
});

type LineDraft = {
  key: number;
  description: string;
  hsn: string;
  quantity: string;
  rate: string;
  gstRate: GstRate;
};

const MAX_QUANTITY = 100_000;
/** One empty list, so the store selector returns the same value until the book is read. */
const NO_INVOICES: readonly Invoice[] = [];
let nextKey = 1;
const emptyLine = (): LineDraft => ({
  key: nextKey++,
  description: "",
  hsn: "",
  quantity: "1",
  rate: "",
  gstRate: 18,
});

/** A line as the invoice keeps it, or why it cannot be one. */
type LineProblem = "description" | "hsn" | "quantity" | "rate";

function parseLine(line: LineDraft): InvoiceLine | { problem: LineProblem } {
  if (!line.description.trim()) return { problem: "description" };
  if (!isHsnCode(line.hsn)) return { problem: "hsn" };
  const quantity = Number(line.quantity);
  if (!/^\d+$/.test(line.quantity.trim()) || quantity < 1 || quantity > MAX_QUANTITY) {
    return { problem: "quantity" };
  }
  const rate = rupeesFromText(line.rate);
  if (!rate || rate.minor < 1) return { problem: "rate" };
  return {
    description: line.description.trim(),
    hsn: line.hsn.trim(),
    quantity,
    rate,
    gstRate: line.gstRate,
  };
}

const isLine = (parsed: ReturnType<typeof parseLine>): parsed is InvoiceLine =>
  !("problem" in parsed);

/** GST invoices: a form with live CGST/SGST or IGST, numbered in sequence, as PDF. */
function Invoices() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const { language } = useLanguage();
  const profile = useBusinessStore((s) => s.profile);
  const invoices = useBusinessStore((s) => s.state?.invoices) ?? NO_INVOICES;
  const supplier = supplierOf(profile);
  const [customer, setCustomer] = useState("");
  const [gstin, setGstin] = useState("");
  const [placeOfSupply, setPlaceOfSupply] = useState(supplier.stateCode);
  const [lines, setLines] = useState<LineDraft[]>(() => [emptyLine()]);
  const [submitted, setSubmitted] = useState(false);
  const [issued, setIssued] = useState<Invoice | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const issuedHeading = useRef<HTMLHeadingElement>(null);
  // Once the new issued panel is on screen, start there (the form below was emptied).
  useEffect(() => {
    if (issued) issuedHeading.current?.focus();
  }, [issued]);

  const parsed = lines.map(parseLine);
  const interState = isInterState(supplier.stateCode, placeOfSupply);
  const totals = invoiceTotals(parsed.filter(isLine), interState);
  const gstinIssue = gstin.trim() ? gstinProblem(gstin) : null;
  const customerProblem = submitted && !customer.trim() ? t("customerMissing") : null;
  const gstinMessage =
    submitted && gstinIssue ? t(`gstin.${gstinIssue}`, { length: GSTIN_LENGTH }) : null;

  const update = (key: number, change: Partial<LineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const sound = parsed.filter(isLine);
    if (!customer.trim() || gstinIssue || sound.length !== lines.length) {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(),
      );
      return;
    }
    const invoice = await issueInvoice({
      customer: customer.trim(),
      customerGstin: gstin.trim() ? normaliseGstin(gstin) : undefined,
      placeOfSupply,
      lines: sound,
    });
    setIssued(invoice);
    setCustomer("");
    setGstin("");
    setLines([emptyLine()]);
    setSubmitted(false);
    requestAnimationFrame(() => issuedHeading.current?.focus());
  };

  const download = async (invoice: Invoice) => {
    try {
      const { invoicePdf } = await import("../../lib/business/business-pdf");
      const file = invoicePdf(invoice, supplierOf(profile));
      downloadBlob(`${invoice.number.replace(/\//g, "-")}.pdf`, file);
    } catch {
      toast({ title: t("pdfFailed"), variant: "error" });
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/business" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        {issued ? (
          <IssuedInvoice
            invoice={issued}
            headingRef={issuedHeading}
            onDownload={() => void download(issued)}
          />
        ) : null}

        <form
          ref={form}
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex flex-col gap-5"
        >
          <h2 className="text-lg font-semibold">{t("new")}</h2>
          {!supplier.gstin ? <p className="text-sm text-muted-foreground">{t("noGstin")}</p> : null}
          <Field id="invoice-customer" label={t("customer")} error={customerProblem}>
            <Input value={customer} maxLength={120} onChange={(e) => setCustomer(e.target.value)} />
          </Field>
          <Field
            id="invoice-gstin"
            label={t("gstin.label")}
            hint={t("gstin.hint", { length: GSTIN_LENGTH })}
            error={gstinMessage}
          >
            <Input
              value={gstin}
              maxLength={20}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => {
                setGstin(e.target.value);
                // A sound GSTIN names the customer's state: supply there unless changed after.
                if (gstinProblem(e.target.value) === null)
                  setPlaceOfSupply(gstinState(e.target.value));
              }}
            />
          </Field>
          <Field
            id="invoice-place"
            label={t("placeOfSupply")}
            hint={t(interState ? "interState" : "intraState", {
              state: stateName(supplier.stateCode),
            })}
          >
            <Select value={placeOfSupply} onChange={(e) => setPlaceOfSupply(e.target.value)}>
              {gstStates.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </Select>
          </Field>

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 font-semibold">{t("items")}</legend>
            {lines.map((line, index) => {
              const problem = submitted
                ? (parsed[index] as { problem?: LineProblem }).problem
                : undefined;
              const error = (field: LineProblem) =>
                problem === field ? t(`lineProblem.${field}`) : null;
              const n = index + 1;
              return (
                <div
                  key={line.key}
                  role="group"
                  aria-label={t("item", { n })}
                  className="flex flex-col gap-3 rounded-xl border bg-card p-3"
                >
                  <Field
                    id={`line-${line.key}-description`}
                    label={t("description")}
                    error={error("description")}
                  >
                    <Input
                      value={line.description}
                      maxLength={120}
                      onChange={(e) => update(line.key, { description: e.target.value })}
                    />
                  </Field>
                  <div className="grid grid-cols-2 gap-3">
                    <Field id={`line-${line.key}-hsn`} label={t("hsn")} error={error("hsn")}>
                      <Input
                        value={line.hsn}
                        inputMode="numeric"
                        maxLength={8}
                        onChange={(e) => update(line.key, { hsn: e.target.value })}
                      />
                    </Field>
                    <Field
                      id={`line-${line.key}-quantity`}
                      label={t("quantity")}
                      error={error("quantity")}
                    >
                      <Input
                        value={line.quantity}
                        inputMode="numeric"
                        maxLength={6}
                        onChange={(e) => update(line.key, { quantity: e.target.value })}
                      />
                    </Field>
                    <Field id={`line-${line.key}-rate`} label={t("rate")} error={error("rate")}>
                      <Input
                        value={line.rate}
                        inputMode="decimal"
                        maxLength={12}
                        onChange={(e) => update(line.key, { rate: e.target.value })}
                      />
                    </Field>
                    <Field id={`line-${line.key}-gst`} label={t("gstRate")}>
                      <Select
                        value={line.gstRate}
                        onChange={(e) =>
                          update(line.key, { gstRate: Number(e.target.value) as GstRate })
                        }
                      >
                        {GST_RATES.map((rate) => (
                          <option key={rate} value={rate}>
                            {t("percent", { rate })}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  </div>
                  {lines.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      className="self-end text-destructive"
                      onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("removeItem", { n })}
                    </Button>
                  ) : null}
                </div>
              );
            })}
            <Button
              type="button"
              variant="outline"
              onClick={() => setLines((all) => [...all, emptyLine()])}
            >
              <Plus aria-hidden="true" />
              {t("addItem")}
            </Button>
          </fieldset>

          <section
            aria-labelledby="totals-title"
            aria-live="polite"
            className="rounded-xl border bg-card px-4 py-2"
          >
            <h3 id="totals-title" className="sr-only">
              {t("totals")}
            </h3>
            <DetailList
              rows={[
                [t("taxable"), formatMoney(totals.taxable)],
                ...(interState
                  ? ([[t("igst"), formatMoney(totals.igst)]] as [string, string][])
                  : ([
                      [t("cgst"), formatMoney(totals.cgst)],
                      [t("sgst"), formatMoney(totals.sgst)],
                    ] as [string, string][])),
              ]}
            >
              <DetailRow label={t("total")} valueClassName="text-base font-bold">
                {formatMoney(totals.total)}
              </DetailRow>
            </DetailList>
          </section>
          <Button type="submit" size="lg">
            {t("create")}
          </Button>
        </form>

        <section aria-labelledby="invoices-title" className="flex flex-col gap-2">
          <h2 id="invoices-title" className="font-semibold">
            {t("list")}
          </h2>
          {invoices.length === 0 ? (
            <p className="text-muted-foreground">{t("none")}</p>
          ) : (
            <ul className="divide-y rounded-xl border bg-card">
              {invoices.map((invoice) => {
                const total = invoiceTotals(
                  invoice.lines,
                  isInterState(invoice.supplierState, invoice.placeOfSupply),
                ).total;
                return (
                  <li key={invoice.number} className="flex items-center gap-3 px-4 py-3">
                    <div className="flex min-w-0 flex-1 flex-col">
                      <span className="font-medium">{invoice.number}</span>
                      <span className="truncate text-sm text-muted-foreground">
                        {invoice.customer} · {formatDate(new Date(invoice.date), language)}
                      </span>
                    </div>
                    <span className="font-semibold tabular-nums">{formatMoney(total)}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("downloadOne", { number: invoice.number })}
                      onClick={() => void download(invoice)}
                    >
                      <Download aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

/** An invoice sent as a payment link for its total, valid for a month. */
function InvoiceLink({ invoice, total }: { invoice: Invoice; total: Money }) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const profile = useBusinessStore((s) => s.profile);
  const [link, setLink] = useState<SignedPayLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    if (amountProblem(total)) {
      setProblem(t("linkOverLimit", { max: formatMoney(LIMITS.INR.perPayment) }));
      return;
    }
    // The business layout opens this screen only once the business has signed up.
    if (!profile) return;
    try {
      const made = await createBusinessLink(
        {
          businessName: profile.name,
          businessVpa: profile.vpa,
          amount: total,
          purpose: t("linkPurpose", { number: invoice.number }),
          expiry: 30,
        },
        new Date(),
      );
      await keepLink(made);
      setProblem(null);
      setLink(made);
    } catch {
      setProblem(t("linkFailed"));
    }
  };
  if (link) return <ShareLink link={link} />;
  return (
    <>
      <Button variant="outline" onClick={() => void send()}>
        <Link2 aria-hidden="true" />
        {t("sendAsLink")}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </>
  );
}

function IssuedInvoice({
  invoice,
  headingRef,
  onDownload,
}: {
  invoice: Invoice;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onDownload: () => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const interState = isInterState(invoice.supplierState, invoice.placeOfSupply);
  const totals = invoiceTotals(invoice.lines, interState);
  return (
    <section
      aria-labelledby="issued-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-card p-4"
    >
      <h2 id="issued-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {t("issued", { number: invoice.number })}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t("issuedTo", { customer: invoice.customer, state: stateName(invoice.placeOfSupply) })}
      </p>
      <DetailList
        rows={[
          [t("taxable"), formatMoney(totals.taxable)],
          ...(interState
            ? ([[t("igst"), formatMoney(totals.igst)]] as [string, string][])
            : ([
                [t("cgst"), formatMoney(totals.cgst)],
                [t("sgst"), formatMoney(totals.sgst)],
              ] as [string, string][])),
        ]}
      >
        <DetailRow label={t("total")} valueClassName="text-base font-bold">
          {formatMoney(totals.total)}
        </DetailRow>
      </DetailList>
      <Button onClick={onDownload}>
        <Download aria-hidden="true" />
        {t("download")}
      </Button>
      <InvoiceLink invoice={invoice} total={totals.total} />
    </section>
  );
}
