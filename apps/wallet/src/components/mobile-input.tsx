import { Input } from "@repo/ui/components/input";

type MobileInputProps = React.ComponentProps<typeof Input> & {
  /** Shown before the field ("+91", "+260"); the field's hint names it for screen readers. */
  callingCode: string;
};

/** A national mobile number field with its calling code before it: login and recharge. */
export function MobileInput({ callingCode, ...props }: MobileInputProps) {
  return (
    <div className="flex gap-2">
      <span
        aria-hidden="true"
        className="flex min-h-11 items-center rounded-lg border border-input bg-muted px-3 font-medium"
      >
        {callingCode}
      </span>
      <Input type="tel" inputMode="numeric" className="text-lg tracking-wide" {...props} />
    </div>
  );
}
