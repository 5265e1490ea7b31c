import { cn } from "@repo/ui/lib/cn";
import { useId } from "react";

type SettingSwitchProps = {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** A switch that cannot be turned off (security alerts) is shown but not operable. */
  disabled?: boolean;
  /** A short tag after the label, e.g. "Simulated". */
  tag?: string;
};

/** One on/off preference: a labelled switch (role="switch") with an optional description. */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled = false,
  tag,
}: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-4 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={`${id}-label`} className="flex flex-wrap items-center gap-2 font-medium">
          {label}
          {tag ? (
            <span className="rounded-full border px-2 py-0.5 text-xs font-semibold text-muted-foreground">
              {tag}
            </span>
          ) : null}
        </span>
        {description ? (
          <span id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange?.(!checked)}
        className={cn(
          "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60",
          // A 44 px touch target around the 32 px track.
          "before:absolute before:-inset-1.5 before:content-['']",
          checked ? "bg-primary" : "bg-input",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "size-6 rounded-full bg-background shadow transition-transform motion-reduce:transition-none",
            checked ? "translate-x-6" : "translate-x-0",
          )}
        />
      </button>
    </div>
  );
}
