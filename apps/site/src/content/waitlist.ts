import { waitlistCountries, waitlistUseCases } from "@repo/forms/values";

import type { FormFieldSpec } from "./form-field";

/** The waitlist form's fields. Option labels: locales/<lang>/site/waitlist.json. */
export const waitlistFormFields = [
  { name: "fullName", type: "text", required: true, autoComplete: "name", wide: true },
  { name: "email", type: "email", required: true, autoComplete: "email" },
  { name: "mobile", type: "tel", required: true, autoComplete: "tel" },
  {
    name: "country",
    type: "select",
    required: true,
    autoComplete: "country-name",
    options: waitlistCountries,
  },
  { name: "useCase", type: "select", required: true, options: waitlistUseCases },
] as const satisfies readonly FormFieldSpec[];

/** The page visitors are invited to share once they have joined. */
export const WAITLIST_SHARE_PATH = "/waitlist";
