/** Five numbered sections, in order. Text: locales/<lang>/site/privacy.json `sections.<id>`. */
export const privacySections = ["collect", "use", "share", "security", "rights"] as const;
