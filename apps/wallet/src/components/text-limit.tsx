import { Input } from "@repo/ui/components/input";
import { cn } from "@repo/ui/lib/cn";
import { useTranslation } from "react-i18next";

import { GuardMessage } from "./guard-message";
import { Field } from "./kit/field";

/**
 * How far a text is past its field's limit (0 when it fits). Lengths are counted as the stores'
 * schemas count them (`v.maxLength`), so what fits here is what is kept.
 */
export function charactersOver(value: string, max: number): number {
  return Math.max(0, value.length - max);
}

/** The ids a limited field names in aria-describedby: its counter, then its problem. */
export function textLimitIds(id: string): string {
  return `${id}-count ${id}-long`;
}

/**
 * A text field's limit shown as it is typed: "12 of 50 characters" under it, and past the limit
 * how many characters are too many, announced (a polite live region). The field keeps everything
 * typed or pasted, never cutting it: its screen waits until the text fits (`charactersOver`).
 */
export function TextLimit({ id, value, max }: { id: string; value: string; max: number }) {
  const { t } = useTranslation("wallet", { keyPrefix: "app.textLimit" });
  const over = charactersOver(value, max);
  return (
    <>
      <p
        id={`${id}-count`}
        className={cn(
          "text-end text-sm tabular-nums",
          over ? "font-medium text-destructive" : "text-muted-foreground",
        )}
      >
        {t("count", { length: value.length, max })}
      </p>
      <GuardMessage id={`${id}-long`} text={over ? t("tooLong", { count: over, max }) : ""} />
    </>
  );
}

/**
 * What a `Field` of free text up to `max` characters adds: its count and problem as notes under
 * the control, and the invalid state past the limit.
 */
export function textLimitField(id: string, value: string, max: number) {
  return {
    invalid: charactersOver(value, max) > 0,
    notes: { ids: textLimitIds(id), lines: <TextLimit id={id} value={value} max={max} /> },
  };
}

type LimitedTextFieldProps = Omit<React.ComponentProps<"input">, "value" | "onChange"> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the text may have; more is kept but said, never cut. */
  max: number;
};

/** A labelled free-text field (a note, a purpose) with its limit shown as it is typed. */
export function LimitedTextField({
  id,
  label,
  value,
  onChange,
  max,
  ...input
}: LimitedTextFieldProps) {
  return (
    <Field id={id} label={label} {...textLimitField(id, value, max)}>
      <Input
        name={id}
        autoComplete="off"
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
