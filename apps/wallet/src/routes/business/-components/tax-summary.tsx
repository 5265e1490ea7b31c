import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { DetailList, DetailRow } from "../../../components/detail-list";
import type { InvoiceLine } from "../../../lib/business/gst";
import { taxRows } from "../../../lib/business/invoice-draft";

/** An invoice's taxable value, its GST rows (CGST + SGST, or IGST) and its total, in bold. */
export function TaxSummary({
  lines,
  interState,
}: {
  lines: readonly InvoiceLine[];
  interState: boolean;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const rows = taxRows(lines, interState);
  const total = rows.pop()!;
  return (
    <DetailList rows={rows.map((row) => [t(row.key), formatMoney(row.amount)])}>
      <DetailRow label={t(total.key)} valueClassName="text-base font-bold">
        {formatMoney(total.amount)}
      </DetailRow>
    </DetailList>
  );
}
