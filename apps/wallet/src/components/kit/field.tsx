import { Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { cloneElement, type ReactElement, type ReactNode } from "react";

/** The ids of a field's lines: its hint `<id>-hint` and its problem `<id>-problem`. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, problem: `${id}-problem` } as const;
}

type Control = ReactElement<{
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}>;

type FieldProps = {
  id: string;
  label: ReactNode;
  /** What the field wants, under it as `<id>-hint`: a polite live region, since a hint may change (the bank an IFSC names). */
  hint?: ReactNode;
  /**
   * What is wrong, "" or null when nothing is (or not yet). Said in `<id>-problem`, an alert that
   * is always there (empty and hidden while there is nothing to say), so a problem that appears is
   * announced; the control is invalid while there is one.
   */
  error?: string | null;
  /** Invalid for a reason one of `notes` says (a guard's refusal, a text over its limit). */
  invalid?: boolean;
  /** Lines of the field's own between the control and the hint (a guard's message, a counter), and the ids they take. */
  notes?: { ids: string; lines: ReactNode };
  /** A button beside the control (Add), in one row with it. */
  beside?: ReactNode;
  className?: string;
  /** One input or select: it gets the id, the description and the invalid state (an `aria-describedby` of its own, a guard's, wins). */
  children: Control;
};

/**
 * The wallet's form field: a label, the control, its notes, its hint and its problem, each line
 * named by the control's aria-describedby. Every labelled input of the wallet composes it.
 */
export function Field({
  id,
  label,
  hint,
  error,
  invalid,
  notes,
  beside,
  className,
  children,
}: FieldProps) {
  const ids = fieldIds(id);
  // The problem line is named only while it says something (an empty one would add a blank).
  const described = [hint ? ids.hint : null, notes?.ids, error ? ids.problem : null]
    .filter(Boolean)
    .join(" ");
  const control = cloneElement(children, {
    id,
    "aria-describedby": children.props["aria-describedby"] ?? (described || undefined),
    "aria-invalid": error || invalid ? true : undefined,
  });
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {beside ? (
        <div className="flex gap-2">
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
      {notes?.lines}
      {hint ? (
        <p id={ids.hint} role="status" className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p
        id={ids.problem}
        role="alert"
        className="text-sm font-medium text-destructive empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}

type SelectFieldProps<Value extends string> = {
  id: string;
  label: ReactNode;
  value: Value;
  onChange: (value: Value) => void;
  /** The choices in order, each with the words shown for it. */
  options: readonly { value: Value; label: string }[];
  hint?: ReactNode;
  error?: string | null;
};

/**
 * The one empty choice of a select the build's app shell (lib/shell-mode.ts) cannot fill (the
 * visitor's month, their business's state): drawn chosen, so the take-over sees it untouched.
 */
export const noChoice = [{ value: "", label: "" }] as const;

/** A labelled choice of a few fixed values (a card's kind, an account's type), as a native select. */
export function SelectField<Value extends string>({
  value,
  onChange,
  options,
  ...field
}: SelectFieldProps<Value>) {
  return (
    <Field {...field}>
      <Select
        name={field.id}
        value={value}
        // The options are exactly `options`' values: what is chosen is one of them.
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
