/** Five numbered sections, in order. Text: locales/<lang>/site/terms.json `sections.<id>`. */
export const termsSections = ["acceptance", "account", "payments", "conduct", "liability"] as const;
