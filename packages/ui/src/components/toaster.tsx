import { lazy, Suspense, useSyncExternalStore } from "react";

import { getServerToasts, getToasts, subscribeToasts } from "../lib/toast";
import type { ToastRegionProps } from "./toast-region";

const ToastRegion = lazy(() =>
  import("./toast-region").then((module) => ({ default: module.ToastRegion })),
);

/**
 * Mount once per app. The Radix toast code (about 13 KB gzip) is fetched only when the first
 * toast is raised, so pages that never toast never pay for it.
 */
export function Toaster(props: ToastRegionProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  );
}
