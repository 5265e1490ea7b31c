/**
 * The `?redirect=` of the login, create-PIN and unlock screens, as text (the key always set, so
 * nothing shows through from the raw URL). Screens check it with `parseReturnPath` before going
 * there; the check loads with them, not with the first screen.
 */
export function returnSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: typeof search.redirect === "string" ? search.redirect : undefined };
}
