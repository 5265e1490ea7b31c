import type { Biller } from "@repo/mock-data/types";
import { Input } from "@repo/ui/components/input";
import { useTranslation } from "react-i18next";

import { Field } from "../../components/kit/field";
import type { ConsumerNumberError } from "../../lib/validation";

type BillerNumberFieldProps = {
  /** The field's id; its hint and problem lines are `<id>-hint` and `<id>-problem`. */
  id: string;
  biller: Biller;
  value: string;
  /** Called with the typed text; the screen clears its problem then. */
  onChange: (value: string) => void;
  error: ConsumerNumberError | null;
  /** Meter numbers are digits; account numbers may carry letters. */
  digitsOnly?: boolean;
};

/**
 * The number a biller knows its customer by (consumer number, meter number, …): named as the
 * biller names it, with the biller's example and why a typed number will not do. Needs the
 * "bills" copy.
 */
export function BillerNumberField({
  id,
  biller,
  value,
  onChange,
  error,
  digitsOnly = false,
}: BillerNumberFieldProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  const field = t(`consumerId.${biller.consumerId.kind}`);
  const { example } = biller.consumerId;
  return (
    <Field
      id={id}
      label={field}
      hint={t("example", { example })}
      error={error ? t(`errors.${error}`, { field, biller: biller.name, example }) : ""}
    >
      <Input
        name={id}
        autoComplete="off"
        {...(digitsOnly ? { inputMode: "numeric" } : { autoCapitalize: "characters" })}
        spellCheck={false}
        maxLength={24}
        placeholder={example}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
