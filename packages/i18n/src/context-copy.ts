/**
 * A home country's words as i18next context keys. A module of its own: the wallet's lazily loaded
 * country loader (`apps/wallet-country.ts`) and every language's bundle (`copy-by-file.ts`) share
 * it, and nothing else of theirs.
 */
type Copy = { [key: string]: string | Copy };

/** A copy file's words as i18next context variants: `{ intro: "…" }` → `{ intro_ZM: "…" }`. */
export type ContextCopy<T, Context extends string> = {
  [K in keyof T as T[K] extends string ? `${K & string}_${Context}` : K]: T[K] extends string
    ? T[K]
    : ContextCopy<T[K], Context>;
};

/** `{ intro: "…" }` → `{ intro_ZM: "…" }` at every depth: a home country's words as context keys. */
export function contextCopy<T extends object>(copy: T, context: string): ContextCopy<T, string> {
  return Object.fromEntries(
    Object.entries(copy as Copy).map(([key, value]) =>
      typeof value === "string" ? [`${key}_${context}`, value] : [key, contextCopy(value, context)],
    ),
  ) as ContextCopy<T, string>;
}
