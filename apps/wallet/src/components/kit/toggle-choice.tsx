import type { ReactNode } from "react";

import { focusRing } from "./focus";

type ToggleChoiceProps<Value extends string> = {
  /** What is chosen, said as the group's name. */
  legend: ReactNode;
  /** The radios' name. */
  group: string;
  value: Value;
  onChange: (value: Value) => void;
  /** The two (or few) halves, in order, each with its words. */
  options: readonly { value: Value; label: ReactNode }[];
};

/**
 * A choice of two (or a few) shown as the halves of one switch: native radios, hidden, whose
 * labels are the halves; the chosen half is raised, and the focus ring is drawn around the half.
 */
export function ToggleChoice<Value extends string>({
  legend,
  group,
  value,
  onChange,
  options,
}: ToggleChoiceProps<Value>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg font-semibold has-checked:bg-background has-checked:shadow ${focusRing.holder}`}
          >
            <input
              type="radio"
              name={group}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
