import { useLanguage } from "@repo/i18n/language-provider";
import { Button } from "@repo/ui/components/button";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";

import { ListRow } from "../../../components/kit/list-card";
import { ListSection } from "../../../components/kit/list-section";
import { ShellRows } from "../../../components/shell-rows";
import type { Invoice } from "../../../lib/business/invoice";
import { invoiceTotal } from "../../../lib/business/invoice-draft";

/** The invoices made, newest first as the book keeps them, each with its total and its PDF. */
export function InvoiceList({
  invoices,
  onDownload,
}: {
  /** None until the book is read: boxes in their place. */
  invoices: readonly Invoice[] | undefined;
  onDownload: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const { language } = useLanguage();
  return (
    <ListSection
      id="invoices-title"
      title={t("list")}
      empty={t("none")}
      items={invoices ?? null}
      placeholder={<ShellRows count={2} />}
    >
      {(invoice) => (
        <ListRow key={invoice.number}>
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">{invoice.number}</span>
            <span className="truncate text-sm text-muted-foreground">
              {invoice.customer} · {formatDate(new Date(invoice.date), language)}
            </span>
          </div>
          <span className="font-semibold tabular-nums">{formatMoney(invoiceTotal(invoice))}</span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("downloadOne", { number: invoice.number })}
            onClick={() => onDownload(invoice)}
          >
            <Download aria-hidden="true" />
          </Button>
        </ListRow>
      )}
    </ListSection>
  );
}
