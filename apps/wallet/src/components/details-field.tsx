import { Input } from "@repo/ui/components/input";
import { useTranslation } from "react-i18next";

import type { useInputGuard } from "../hooks/use-input-guard";
import { GuardMessage } from "./guard-message";
import { Field as KitField } from "./kit/field";
import { charactersOver, TextLimit, textLimitIds } from "./text-limit";

type FieldProps = React.ComponentProps<"input"> & {
  id: string;
  label: string;
  /** What is wrong, "" when nothing is (or not yet). */
  error: string;
  hint?: string;
  /** A guarded field's guard (hooks/use-input-guard.ts): its message, and whether it is showing a problem. */
  guard?: Pick<ReturnType<typeof useInputGuard>, "message" | "problem" | "invalid">;
  /** Free text (a name) up to this many characters, counted as typed and never cut. */
  limit?: number;
};

/** A labelled input with its hint and its own message under it (the kit's Field, with a guard or a limit). */
export function Field({ id, label, error, hint, guard, limit, ...input }: FieldProps) {
  const value = String(input.value ?? "");
  // A guarded field's own reason comes first; the line under it would say the same again.
  const shownError = guard?.problem ? "" : error;
  const tooLong = limit !== undefined && charactersOver(value, limit) > 0;
  return (
    <KitField
      id={id}
      label={label}
      hint={hint}
      error={shownError}
      invalid={guard?.invalid || tooLong}
      notes={{
        ids: limit === undefined ? "" : textLimitIds(id),
        lines: (
          <>
            {guard ? <GuardMessage {...guard.message} /> : null}
            {limit === undefined ? null : <TextLimit id={id} value={value} max={limit} />}
          </>
        ),
      }}
    >
      <Input name={id} {...input} />
    </KitField>
  );
}

type IfscFieldProps = {
  id: string;
  value: string;
  /** Called with the code in capitals. */
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string;
  /** The bank the code names, shown in place of the hint once known. */
  bankName: string | undefined;
};

/** An Indian bank branch's IFSC, in capitals, naming its bank once the code is known. */
export function IfscField({ id, value, onChange, onBlur, error, bankName }: IfscFieldProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney.details.bank" });
  return (
    <Field
      id={id}
      label={t("ifsc")}
      hint={bankName ?? t("ifscHint")}
      error={error}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={11}
      placeholder="SBIN0001234"
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      onBlur={onBlur}
    />
  );
}
