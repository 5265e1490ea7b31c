import { Label } from "@repo/ui/components/label";
import { cloneElement, type ReactElement } from "react";

import { charactersOver, TextLimit, textLimitIds } from "../../../components/text-limit";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** Shown under the field and announced; the field is marked invalid while there is one. */
  error?: string | null;
  /** One input or select; it gets the id, the description and the invalid state. */
  children: ReactElement<{
    id?: string;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
  }>;
  className?: string;
  /** Free text up to `max` characters: counted as typed, never cut, invalid past it. */
  limit?: { value: string; max: number };
};

/** A labelled form field of the business screens, with its hint and its problem. */
export function Field({ id, label, hint, error, children, className, limit }: FieldProps) {
  const described = [
    hint ? `${id}-hint` : null,
    limit ? textLimitIds(id) : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const tooLong = limit ? charactersOver(limit.value, limit.max) > 0 : false;
  return (
    <div className={className ?? "flex flex-col gap-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-describedby": described || undefined,
        "aria-invalid": error || tooLong ? true : undefined,
      })}
      {limit ? <TextLimit id={id} {...limit} /> : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
