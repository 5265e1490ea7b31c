import { focusRing } from "./kit/focus";
import { IconCircle } from "./kit/icon-circle";

type ChoiceOptionProps = {
  /** The radio group's name: one choice per group. */
  group: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  title: React.ReactNode;
  detail?: React.ReactNode;
  icon?: React.ReactNode;
  /** A short tag at the end, e.g. "Primary" or "Popular". */
  badge?: string;
};

/**
 * One row of a radio list (a source of money, a plan, a biller): a native radio, so arrow keys
 * move between rows and screen readers announce "1 of 4". Put rows in a bordered, divided list.
 */
export function ChoiceOption({
  group,
  value,
  checked,
  onSelect,
  title,
  detail,
  icon,
  badge,
}: ChoiceOptionProps) {
  return (
    <label
      className={`flex min-h-14 cursor-pointer items-center gap-3 px-4 py-3 hover:bg-muted has-checked:bg-secondary ${focusRing.holder}`}
    >
      <input
        type="radio"
        name={group}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className={`size-5 shrink-0 accent-primary ${focusRing.held}`}
      />
      {icon ? <IconCircle>{icon}</IconCircle> : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{title}</span>
        {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
      </span>
      {badge ? (
        <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
          {badge}
        </span>
      ) : null}
    </label>
  );
}
