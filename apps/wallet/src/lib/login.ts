import { returnSearch } from "./return-search";

/**
 * Where to go once signed in, and whether the code step is open (`?step=otp`): the code step is
 * its own history entry, so the browser's Back returns to the number, still filled in.
 */
export function loginSearch(search: Record<string, unknown>): {
  redirect?: string;
  step?: "otp";
} {
  return { ...returnSearch(search), step: search.step === "otp" ? "otp" : undefined };
}
