import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, without merging (tailwind-merge would add 9 KB gzip to every first load).
 * None is needed: shared components style themselves with classes in the `components` cascade
 * layer (`styles/components.css`), so any utility a caller adds wins over the component's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
