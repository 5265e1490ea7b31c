import { cn } from "@repo/ui/lib/cn";

/**
 * What a guarded field (hooks/use-input-guard.ts) says under it: why its text cannot be used, or
 * what typing left out (a note). A polite live region the field names in aria-describedby. While
 * empty it takes no room but stays in place, so the first message is announced.
 */
export function GuardMessage({
  id,
  text,
  tone = "problem",
}: {
  id: string;
  text: string;
  tone?: "problem" | "note";
}) {
  return (
    <p
      id={id}
      role="status"
      className={cn(
        "text-sm font-medium empty:sr-only",
        tone === "note" ? "text-muted-foreground" : "text-destructive",
      )}
    >
      {text}
    </p>
  );
}
