export type AppId = "site" | "wallet";

const english = { code: "en", label: "English", englishName: "English" } as const;
const telugu = { code: "te", label: "తెలుగు", englishName: "Telugu" } as const;
const hindi = { code: "hi", label: "हिन्दी", englishName: "Hindi" } as const;
const spanish = { code: "es", label: "Español", englishName: "Spanish" } as const;
const french = { code: "fr", label: "Français", englishName: "French" } as const;

/**
 * Each app's languages, English first. Two lists rather than one filtered by app, so the site's
 * bundle holds only its own two (each app's i18n config hands its list to LanguageProvider).
 */
export const siteLanguages = [english, telugu] as const;
export const walletLanguages = [english, telugu, hindi, spanish, french] as const;

/** Every language either app offers. */
export const languages = walletLanguages;

export type Language = (typeof languages)[number];
export type LanguageCode = Language["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "en";

export function languagesFor(app: AppId): readonly Language[] {
  return app === "site" ? siteLanguages : walletLanguages;
}

/** Narrows untrusted input (a query string, storage) to one of the languages offered. */
export function findLanguage(value: unknown, offered: readonly Language[]): LanguageCode | null {
  if (typeof value !== "string") return null;
  const match = offered.find((language) => language.code === value.toLowerCase());
  return match ? match.code : null;
}

/** Narrows untrusted input to a language the app offers. */
export function parseLanguage(value: unknown, app: AppId): LanguageCode | null {
  return findLanguage(value, languagesFor(app));
}
