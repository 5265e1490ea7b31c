import { useTranslation } from "react-i18next";

import { monthChoices, monthName } from "../../lib/months";
import { inShell } from "../../lib/shell-mode";
import { noChoice, SelectField } from "./field";

type MonthPickerProps = {
  id: string;
  label: string;
  /** The month shown, as `2026-11`. */
  value: string;
  /** The months to offer, newest first; the shown one is offered even when it is not among them. */
  months: readonly string[];
  onChange: (month: string) => void;
};

/**
 * A choice of month (a statement's, the insights'), each named in the reader's language. The
 * build's app shell (lib/shell-mode.ts) does not know the visitor's today: its field is empty.
 */
export function MonthPicker({ months, value, ...field }: MonthPickerProps) {
  const { i18n } = useTranslation();
  if (inShell()) return <SelectField {...field} value="" options={noChoice} />;
  return (
    <SelectField
      {...field}
      value={value}
      options={monthChoices(value, months).map((month) => ({
        value: month,
        label: monthName(month, i18n.language),
      }))}
    />
  );
}
