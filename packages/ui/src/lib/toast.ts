/**
 * A tiny toast queue any module can push to (`toast({ title })`); <Toaster /> renders it.
 * Defaults: 5000 ms on screen, dismissed by a swipe past 50 px.
 */
export type ToastVariant = "default" | "success" | "error";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 by default. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: number; open: boolean };

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const MAX_VISIBLE = 3;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([...items, { ...input, id, open: true }].slice(-MAX_VISIBLE));
  return id;
}

/** Starts the close animation; `removeToast` drops it once closed. */
export function dismissToast(id: number) {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number) {
  emit(items.filter((item) => item.id !== id));
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

const empty: ToastItem[] = [];
export function getServerToasts(): ToastItem[] {
  return empty;
}
