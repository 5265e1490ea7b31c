import type { i18n as I18n } from "i18next";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";
import { I18nextProvider } from "react-i18next";

import { type AppI18nConfig, ensureLanguage } from "./create-i18n";
import { DEFAULT_LANGUAGE, findLanguage, type Language, type LanguageCode } from "./languages";

export const LANGUAGE_STORAGE_KEY = "language";

type LanguageContextValue = {
  language: LanguageCode;
  languages: readonly Language[];
  /** Loads the language if needed, switches every text, updates <html lang> and remembers it. */
  setLanguage: (code: LanguageCode) => Promise<void>;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

function readStoredLanguage(config: AppI18nConfig): LanguageCode | null {
  try {
    return findLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), config.languages);
  } catch {
    return null;
  }
}

function storeLanguage(code: LanguageCode) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage unavailable: the choice lasts until the page is left
  }
}

/**
 * The language a page without one in its address starts in: the one `?lang=` asks for (a link
 * from the other app), else the one remembered from an earlier visit; null for neither.
 */
export function readWantedLanguage(config: AppI18nConfig): LanguageCode | null {
  return (
    findLanguage(new URLSearchParams(window.location.search).get("lang"), config.languages) ??
    readStoredLanguage(config)
  );
}

type LanguageProviderProps = {
  i18n: I18n;
  config: AppI18nConfig;
  /**
   * The language the page's address is written in (the site's /te/ pages), if any: it wins over
   * `?lang=` and the stored choice, and becomes the stored choice.
   */
  urlLanguage?: LanguageCode | null;
  children: React.ReactNode;
};

/**
 * Starts in the language the page was rendered in (what prerendered HTML holds), then after mount
 * switches to the language of the address, else the one asked for by `?lang=` (a cross-app link)
 * or remembered from an earlier visit.
 */
export function LanguageProvider({ i18n, config, urlLanguage, children }: LanguageProviderProps) {
  // i18next owns the current language; React reads it from there.
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    },
    [i18n],
  );
  const getLanguage = () => findLanguage(i18n.language, config.languages);
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage) ?? DEFAULT_LANGUAGE;

  const setLanguage = useCallback(
    async (code: LanguageCode) => {
      await ensureLanguage(i18n, config, code);
      storeLanguage(code);
    },
    [i18n, config],
  );

  useEffect(() => {
    const wanted = urlLanguage ?? readWantedLanguage(config);
    if (wanted && wanted !== i18n.language) void setLanguage(wanted);
    else document.documentElement.lang = i18n.language;
    if (urlLanguage) storeLanguage(urlLanguage);
    // Only the address the visit started at: later ones follow the language, not the reverse.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, i18n, setLanguage]);

  const value = useMemo(
    () => ({ language, languages: config.languages, setLanguage }),
    [language, config.languages, setLanguage],
  );

  return (
    <LanguageContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </LanguageContext.Provider>
  );
}

/** The active language and the switch. Throws when used outside <LanguageProvider>. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
