/**
 * Why a guarded field refused a keystroke or a paste (hooks/use-input-guard.ts): a polite live
 * region the field names in aria-describedby. While empty it takes no room but stays in place,
 * so the first message is announced.
 */
export function GuardMessage({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} role="status" className="text-sm font-medium text-destructive empty:sr-only">
      {text}
    </p>
  );
}
