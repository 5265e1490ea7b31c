import type { BillCategory } from "./types";

/**
 * The seven bill categories the marketing pages promise, in their order. A module of its own:
 * the wallet's URL schema needs the list without the billers' data.
 */
export const billCategories = [
  "electricity",
  "tax",
  "pension",
  "water",
  "mobile",
  "satellite-tv",
  "internet",
] as const satisfies readonly BillCategory[];
