import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

import { Field, SelectField } from "../../../components/kit/field";
import { GST_RATES, type GstRate } from "../../../lib/business/gst";
import type { LineDraft, LineProblem } from "../../../lib/business/invoice-draft";

type InvoiceLineFieldsProps = {
  line: LineDraft;
  /** Its place on the invoice, from 1. */
  n: number;
  /** The field to mark wrong, once the invoice was tried. */
  problem: LineProblem | undefined;
  onChange: (change: Partial<LineDraft>) => void;
  /** Absent while it is the invoice's only line. */
  onRemove?: () => void;
};

/** One line of an invoice being made: what, its HSN/SAC code, how many, at what, its GST rate. */
export function InvoiceLineFields({
  line,
  n,
  problem,
  onChange,
  onRemove,
}: InvoiceLineFieldsProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.invoices" });
  const error = (field: LineProblem) => (problem === field ? t(`lineProblem.${field}`) : null);
  // By its place in the tree, not the draft's key: the same on every render of the screen, so the
  // frame drawn in each language is one tree (lib/frame-texts.ts).
  const base = useId();
  const id = (field: string) => `${base}${field}`;
  return (
    <div
      role="group"
      aria-label={t("item", { n })}
      className="flex flex-col gap-3 rounded-xl border bg-card p-3"
    >
      <Field id={id("description")} label={t("description")} error={error("description")}>
        <Input
          value={line.description}
          maxLength={120}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={id("hsn")} label={t("hsn")} error={error("hsn")}>
          <Input
            value={line.hsn}
            inputMode="numeric"
            maxLength={8}
            onChange={(e) => onChange({ hsn: e.target.value })}
          />
        </Field>
        <Field id={id("quantity")} label={t("quantity")} error={error("quantity")}>
          <Input
            value={line.quantity}
            inputMode="numeric"
            maxLength={6}
            onChange={(e) => onChange({ quantity: e.target.value })}
          />
        </Field>
        <Field id={id("rate")} label={t("rate")} error={error("rate")}>
          <Input
            value={line.rate}
            inputMode="decimal"
            maxLength={12}
            onChange={(e) => onChange({ rate: e.target.value })}
          />
        </Field>
        <SelectField
          id={id("gst")}
          label={t("gstRate")}
          value={String(line.gstRate)}
          onChange={(rate) => onChange({ gstRate: Number(rate) as GstRate })}
          options={GST_RATES.map((rate) => ({
            value: String(rate),
            label: t("percent", { rate }),
          }))}
        />
      </div>
      {onRemove ? (
        <Button
          type="button"
          variant="ghost"
          className="self-end text-destructive"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          {t("removeItem", { n })}
        </Button>
      ) : null}
    </div>
  );
}
