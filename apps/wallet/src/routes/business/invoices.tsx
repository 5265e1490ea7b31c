import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { createFileRoute } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { Field, noChoice, SelectField } from "../../components/kit/field";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import { isInterState } from "../../lib/business/gst";
import { stateChoices, stateName } from "../../lib/business/gst-states";
import { GSTIN_LENGTH, gstinProblem, gstinState, normaliseGstin } from "../../lib/business/gstin";
import type { Invoice } from "../../lib/business/invoice";
import { emptyLine, type LineDraft, problemOf, readLines } from "../../lib/business/invoice-draft";
import { loadCopy } from "../../lib/load-copy";
import { inShell } from "../../lib/shell-mode";
import { issueInvoice, useBusinessStore } from "../../stores/business-store";
import { supplierOf } from "./-components/business-supplier";
import { InvoiceLineFields } from "./-components/invoice-line-fields";
import { InvoiceList } from "./-components/invoice-list";
import { IssuedInvoice } from "./-components/issued-invoice";
import { TaxSummary } from "./-components/tax-summary";
import { useInvoiceDownload } from "./-components/use-invoice-download";

export const Route = createFileRoute("/business/invoices")({
  // Its links are shared with the wallet's one share row, which speaks the "payLink" copy.
  loader: () => loadCopy("payLink"),
  component: Invoices,
});

/** GST invoices: a form with live CGST/SGST or IGST, numbered in sequence, as PDF. */
function Invoices() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const profile = useBusinessStore((s) => s.profile);
  // None until the book is read (the build's app shell has none: lib/shell-mode.ts).
  const invoices = useBusinessStore((s) => s.state?.invoices);
  const download = useInvoiceDownload();
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

  const read = readLines(lines);
  const interState = isInterState(supplier.stateCode, placeOfSupply);
  const gstinIssue = gstin.trim() ? gstinProblem(gstin) : null;
  const customerProblem = submitted && !customer.trim() ? t("customerMissing") : null;
  const gstinMessage =
    submitted && gstinIssue ? t(`gstin.${gstinIssue}`, { length: GSTIN_LENGTH }) : null;

  const update = (key: number, change: Partial<LineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!customer.trim() || gstinIssue || !read.allSound) {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(),
      );
      return;
    }
    const invoice = await issueInvoice({
      customer: customer.trim(),
      customerGstin: gstin.trim() ? normaliseGstin(gstin) : undefined,
      placeOfSupply,
      lines: read.sound,
    });
    setIssued(invoice);
    setCustomer("");
    setGstin("");
    setLines([emptyLine()]);
    setSubmitted(false);
    requestAnimationFrame(() => issuedHeading.current?.focus());
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
          {inShell() ? (
            // The frame cannot know the business's GSTIN: the page's head script shows this
            // note for a business without one (lib/shell-scripts.ts gateBusinessShell, app.css).
            <p data-shell-part="no-gstin" className="hidden text-sm text-muted-foreground">
              {t("noGstin")}
            </p>
          ) : !supplier.gstin ? (
            <p className="text-sm text-muted-foreground">{t("noGstin")}</p>
          ) : null}
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
          <SelectField
            id="invoice-place"
            label={t("placeOfSupply")}
            // The app shell has no business: no state of its own, none chosen.
            hint={
              <ShellFigure className="w-56">
                {t(interState ? "interState" : "intraState", {
                  state: stateName(supplier.stateCode),
                })}
              </ShellFigure>
            }
            value={inShell() ? "" : placeOfSupply}
            onChange={setPlaceOfSupply}
            options={inShell() ? noChoice : stateChoices}
          />

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 font-semibold">{t("items")}</legend>
            {lines.map((line, index) => (
              <InvoiceLineFields
                key={line.key}
                line={line}
                n={index + 1}
                problem={submitted ? problemOf(read.parsed[index]!) : undefined}
                onChange={(change) => update(line.key, change)}
                onRemove={
                  lines.length > 1
                    ? () => setLines((all) => all.filter((l) => l.key !== line.key))
                    : undefined
                }
              />
            ))}
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
            <TaxSummary lines={read.sound} interState={interState} />
          </section>
          <Button type="submit" size="lg">
            {t("create")}
          </Button>
        </form>

        <InvoiceList invoices={invoices} onDownload={(invoice) => void download(invoice)} />
      </div>
    </main>
  );
}
