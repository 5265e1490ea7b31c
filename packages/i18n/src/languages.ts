export type AppId = "site" | "wallet";

export const languages = [
  { code: "en", label: "English", englishName: "English", apps: ["site", "wallet"] },
  { code: "te", label: "తెలుగు", englishName: "Telugu", apps: ["site", "wallet"] },
  { code: "hi", label: "हिन्दी", englishName: "Hindi", apps: ["wallet"] },
  { code: "es", label: "Español", englishName: "Spanish", apps: ["wallet"] },
  { code: "fr", label: "Français", englishName: "French", apps: ["wallet"] },
] as const satisfies readonly {
  code: string;
  label: string;
  englishName: string;
  apps: readonly AppId[];
}[];

export type Language = (typeof languages)[number];
export type LanguageCode = Language["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "en";

export function languagesFor(app: AppId): Language[] {
  return languages.filter((language) => (language.apps as readonly AppId[]).includes(app));
}

/** Narrows untrusted input (a query string, storage) to a language the app offers. */
export function parseLanguage(value: unknown, app: AppId): LanguageCode | null {
  if (typeof value !== "string") return null;
  const match = languagesFor(app).find((language) => language.code === value.toLowerCase());
  return match ? match.code : null;
}
