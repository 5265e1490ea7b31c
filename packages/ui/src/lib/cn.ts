import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately not tailwind-merge (9 KB gzip on every first load): components
 * expose variants for anything a caller may change, and callers add classes that do not conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
