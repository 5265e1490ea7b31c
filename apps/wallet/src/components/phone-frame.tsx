/**
 * At phone widths the app fills the screen; from the `sm` breakpoint up it sits centred in a
 * phone-sized frame so desktop visitors see it as it will look in the hand.
 */
export function PhoneFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-background sm:flex sm:items-center sm:justify-center sm:bg-muted sm:p-6">
      <div className="relative flex min-h-dvh w-full flex-col bg-background sm:min-h-0 sm:h-[844px] sm:max-h-[calc(100dvh-3rem)] sm:w-[390px] sm:overflow-hidden sm:rounded-[2.75rem] sm:border-8 sm:border-foreground/85 sm:shadow-2xl">
        <div className="flex flex-1 flex-col sm:overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
