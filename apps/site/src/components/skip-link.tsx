import { useTranslation } from "react-i18next";

/** The first focusable element of every page: jumps past the navigation to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
    >
      {t("skipToContent")}
    </a>
  );
}
