import { toast } from "@repo/ui/lib/toast";
import { useTranslation } from "react-i18next";

import type { Invoice } from "../../../lib/business/invoice";
import { invoiceFileName } from "../../../lib/business/invoice-draft";
import { downloadBlob } from "../../../lib/download";
import { useBusinessStore } from "../../../stores/business-store";
import { supplierOf } from "./business-supplier";

/** Downloads an invoice as PDF (the PDF maker loads then); a toast says when it could not. */
export function useInvoiceDownload() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const profile = useBusinessStore((s) => s.profile);
  return async (invoice: Invoice) => {
    try {
      const { invoicePdf } = await import("../../../lib/business/business-pdf");
      downloadBlob(invoiceFileName(invoice), invoicePdf(invoice, supplierOf(profile)));
    } catch {
      toast({ title: t("pdfFailed"), variant: "error" });
    }
  };
}
