import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";

import type {} from "./i18next-types";
import { type AppId, DEFAULT_LANGUAGE, type Language, type LanguageCode } from "./languages";
import { loadScriptFonts } from "./script-fonts";

/** What an app hands the shared setup: its languages, English resources and loaders for the rest. */
export type AppI18nConfig = {
  app: AppId;
  languages: readonly Language[];
  namespaces: readonly string[];
  english: ResourceLanguage;
  load: Partial<Record<LanguageCode, () => Promise<ResourceLanguage>>>;
};

/**
 * Creates an i18next instance with English bundled and initialised synchronously, so the first
 * render (and the site's prerendered HTML) already holds real text. Other languages are loaded
 * on demand by `ensureLanguage`. A missing key renders as the key itself.
 */
export function createI18n(config: AppI18nConfig): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [DEFAULT_LANGUAGE]: config.english };
  void instance.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...config.namespaces],
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnNull: false,
  });
  instance.on("languageChanged", (lng) => {
    if (typeof document !== "undefined") document.documentElement.lang = lng;
  });
  return instance;
}

/** Loads a language's resources (and its script's faces, see script-fonts.ts) once, then switches to it. */
export async function ensureLanguage(
  instance: I18n,
  config: AppI18nConfig,
  code: LanguageCode,
): Promise<void> {
  const loader = config.load[code];
  const label = config.languages.find((language) => language.code === code)?.label ?? "";
  const fonts = loadScriptFonts(label);
  if (code !== DEFAULT_LANGUAGE && loader && !instance.hasResourceBundle(code, config.app)) {
    const bundle = await loader();
    for (const [ns, resources] of Object.entries(bundle)) {
      instance.addResourceBundle(code, ns, resources, true, true);
    }
  }
  await fonts;
  await instance.changeLanguage(code);
}

/**
 * Adds one page's English words. English copy is split per page so a visitor's first load carries
 * only the pages it shows; the other languages arrive whole when chosen.
 */
export function addEnglishCopy(instance: I18n, ns: AppId, page: string, copy: object): void {
  instance.addResourceBundle(DEFAULT_LANGUAGE, ns, { [page]: copy }, true, false);
}
