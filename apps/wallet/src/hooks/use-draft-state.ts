import { useState } from "react";

import { readDraft, writeDraft } from "../lib/drafts";

/** Reads a stored draft back; storage is untrusted, so anything else is undefined. */
type Parse<T extends string> = (raw: string) => T | undefined;

/** Any text up to `max` characters (a typed number or amount, checked again by the screen). */
export const anyText =
  (max: number): Parse<string> =>
  (raw) =>
    raw.length <= max ? raw : undefined;

/** One of a fixed set of choices. */
export const oneOf =
  <T extends string>(choices: readonly T[]): Parse<T> =>
  (raw) =>
    choices.find((choice) => choice === raw);

/**
 * useState for one field of a step screen, kept as a draft (lib/drafts.ts): a reload on the
 * confirm step, or a return to the screen, finds what was entered.
 */
export function useDraftState<T extends string>(
  key: string,
  initial: T,
  parse: Parse<T>,
): [T, (value: T) => void];
export function useDraftState<T extends string>(
  key: string,
  initial: T | undefined,
  parse: Parse<T>,
): [T | undefined, (value: T | undefined) => void];
export function useDraftState<T extends string>(
  key: string,
  initial: T | undefined,
  parse: Parse<T>,
): [T | undefined, (value: T | undefined) => void] {
  const [value, setValue] = useState<T | undefined>(() => {
    const raw = readDraft(key);
    return (raw === null ? undefined : parse(raw)) ?? initial;
  });
  const set = (next: T | undefined) => {
    writeDraft(key, next);
    setValue(next);
  };
  return [value, set];
}
