/**
 * The forms and the values their choices take, without the rules (leads.ts): small enough for a
 * page's first load (the site's field lists read the options from here).
 */
export const leadForms = ["waitlist", "contact", "merchant"] as const;
export type LeadForm = (typeof leadForms)[number];

/**
 * The version of each form's fields, stored with every entry. Version 1 was the console-only
 * form; bump a form's number when its fields or rules change.
 */
export const formVersions = { waitlist: 2, contact: 2, merchant: 2 } as const satisfies Record<
  LeadForm,
  number
>;

export const waitlistCountries = ["india", "zambia", "other"] as const;
export type WaitlistCountry = (typeof waitlistCountries)[number];
export const waitlistUseCases = ["personal", "merchant", "both"] as const;
