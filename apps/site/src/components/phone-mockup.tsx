import { cn } from "@repo/ui/lib/cn";

type PhoneMockupProps = {
  /** What the drawing shows, read out instead of the fake screen's parts. */
  label: string;
  size?: "sm" | "lg";
  children: React.ReactNode;
  className?: string;
};

/**
 * A phone drawn in CSS around a sample screen. It is an illustration: assistive technology reads
 * its label, not the pretend buttons inside, and its fixed size keeps the layout from shifting.
 */
export function PhoneMockup({ label, size = "sm", children, className }: PhoneMockupProps) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        "relative shrink-0 overflow-hidden rounded-[2.25rem] border-[6px] border-foreground/85 bg-background shadow-xl",
        size === "sm" ? "h-[28rem] w-64" : "h-[34rem] w-72",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="absolute top-2 left-1/2 h-4 w-20 -translate-x-1/2 rounded-full bg-foreground/85"
      />
      <div className="flex h-full flex-col gap-3 overflow-hidden px-3 pt-9 pb-4 text-left text-xs">
        {children}
      </div>
    </div>
  );
}
