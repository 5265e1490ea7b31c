import { cn } from "@repo/ui/lib/cn";
import type { ReactNode } from "react";

import { ChoiceOption } from "../choice-option";
import { ListCard } from "./list-card";

export type RadioListOption<Value extends string> = {
  value: Value;
  title: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  /** A short tag at the end ("+91", "Primary"). */
  badge?: string;
};

type RadioListProps<Value extends string> = {
  /** What is chosen, said as the group's name. */
  legend: ReactNode;
  /** The radios' name: one choice per group. */
  group: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly RadioListOption<Value>[];
  className?: string;
};

/**
 * One choice among a few, drawn as a list card of radio rows under its legend: native radios, so
 * arrow keys move between rows and screen readers say "1 of 3".
 */
export function RadioList<Value extends string>({
  legend,
  group,
  value,
  onChange,
  options,
  className,
}: RadioListProps<Value>) {
  return (
    <fieldset className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ListCard as="div">
        {options.map((option) => (
          <ChoiceOption
            key={option.value}
            group={group}
            value={option.value}
            checked={option.value === value}
            onSelect={() => onChange(option.value)}
            title={option.title}
            detail={option.detail}
            icon={option.icon}
            badge={option.badge}
          />
        ))}
      </ListCard>
    </fieldset>
  );
}
