import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";

import { cn } from "../lib/cn";
import {
  dismissToast,
  getServerToasts,
  getToasts,
  removeToast,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastVariant,
} from "../lib/toast";

const variantClass: Record<ToastVariant, string> = {
  default: "border-border bg-card text-card-foreground",
  success: "border-success/40 bg-card text-card-foreground [&_[data-slot=toast-bar]]:bg-success",
  error:
    "border-destructive/50 bg-card text-card-foreground [&_[data-slot=toast-bar]]:bg-destructive",
};

export type ToastRegionProps = {
  /** Accessible name of the notifications region (Radix appends the hotkey hint). */
  label?: string;
  closeLabel?: string;
};

/**
 * Renders queued toasts in a Radix live region: announced politely, paused on hover and focus,
 * closable by button, Escape, or a swipe right past 50 px; at the top of a phone's screen, clear of
 * its bottom buttons. Loaded by <Toaster /> on first use.
 */
export function ToastRegion({ label = "Notifications", closeLabel = "Close" }: ToastRegionProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={label}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(item.id);
              window.setTimeout(() => removeToast(item.id), 200);
            }
          }}
          className={cn(
            "relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pl-5 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
            "data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            variantClass[item.variant ?? "default"],
          )}
        >
          <span
            data-slot="toast-bar"
            aria-hidden="true"
            className="absolute inset-y-0 left-0 w-1.5 bg-primary"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On a phone the main buttons sit at the bottom of the screen: toasts come in at the top
          (below the status bar), never over them. Wider screens keep them in the corner. */}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-sm sm:pt-4" />
    </ToastPrimitive.Provider>
  );
}
