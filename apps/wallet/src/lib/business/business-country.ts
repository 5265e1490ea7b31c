import type { HomeCountryCode } from "@repo/pricing/home-countries";

/**
 * Business mode is built on GST, Indian banks and UPI: the home country whose accounts may sign a
 * business up. The business screens' layout, the sign-up rule of the business store and the
 * business pages' head script (lib/shell-scripts.ts) all read it here.
 */
export const BUSINESS_COUNTRY: HomeCountryCode = "IN";
