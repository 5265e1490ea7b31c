import type { Money } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { formatMoney } from "@repo/ui/lib/format";
import { Download, Link2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { linkAmountProblem } from "../../../lib/business/business-ledger";
import { createBusinessLink } from "../../../lib/business/business-links";
import { stateName } from "../../../lib/business/gst-states";
import type { Invoice } from "../../../lib/business/invoice";
import { invoiceInterState, invoiceTotal } from "../../../lib/business/invoice-draft";
import type { SignedPayLink } from "../../../lib/pay-link";
import { keepLink, useBusinessStore } from "../../../stores/business-store";
import { ShareLink } from "./share-link";
import { TaxSummary } from "./tax-summary";

/** An invoice sent as a payment link for its total, valid for a month. */
function InvoiceLink({ invoice, total }: { invoice: Invoice; total: Money }) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const profile = useBusinessStore((s) => s.profile);
  const [link, setLink] = useState<SignedPayLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    const limits = linkAmountProblem(total);
    if (limits) {
      setProblem(t("linkOverLimit", { max: formatMoney(limits.max) }));
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

/** The invoice just made: its number, customer, tax and total, its PDF, and a link to pay it. */
export function IssuedInvoice({
  invoice,
  headingRef,
  onDownload,
}: {
  invoice: Invoice;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onDownload: () => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
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
      <TaxSummary lines={invoice.lines} interState={invoiceInterState(invoice)} />
      <Button onClick={onDownload}>
        <Download aria-hidden="true" />
        {t("download")}
      </Button>
      <InvoiceLink invoice={invoice} total={invoiceTotal(invoice)} />
    </section>
  );
}
