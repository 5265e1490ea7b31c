import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";

import type { useInputGuard } from "../hooks/use-input-guard";
import { GuardMessage } from "./guard-message";

type MobileFieldProps = {
  label: string;
  /** Shown before the field ("+91", "+260"); the hint names it for screen readers. */
  callingCode: string;
  /** The field's guard (hooks/use-input-guard.ts): its id, value and refused-key message. */
  guard: ReturnType<typeof useInputGuard>;
  name: string;
  autoComplete: string;
  /** The hint under the field, as `<id>-hint` (the guard's describedBy names it). */
  hint: React.ReactNode;
  /** Why the number cannot be used, as `<id>-problem`; leave out where the screen has no such line. */
  problem?: string;
  /** Below the hint: a network line, a "my number" button. */
  children?: React.ReactNode;
};

/**
 * A national mobile number after its calling code, as login and recharge ask for it: label,
 * field, refused-key message, hint and the problem line, each named in the field's description.
 */
export function MobileField({
  label,
  callingCode,
  guard,
  name,
  autoComplete,
  hint,
  problem,
  children,
}: MobileFieldProps) {
  const { id } = guard.input;
  // The field's own reason comes first; the screen's line would say the same again.
  const shownProblem = guard.problem && problem !== undefined ? "" : problem;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <span
          aria-hidden="true"
          className="flex min-h-11 items-center rounded-lg border border-input bg-muted px-3 font-medium"
        >
          {callingCode}
        </span>
        <Input
          {...guard.input}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          aria-invalid={shownProblem || guard.invalid ? true : undefined}
          className="text-lg tracking-wide"
        />
      </div>
      <GuardMessage {...guard.message} />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {shownProblem === undefined ? null : (
        <p
          id={`${id}-problem`}
          role="alert"
          className="text-sm font-medium text-destructive empty:hidden"
        >
          {shownProblem}
        </p>
      )}
      {children}
    </div>
  );
}
