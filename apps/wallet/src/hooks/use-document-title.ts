import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * Names the browser tab after the screen shown, in the active language ("प्रोफ़ाइल | SangamPay"):
 * its heading, read once the screen has rendered, and again after a language switch.
 */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const pathname = useRouterState({
    select: (state) => (state.status === "idle" ? state.resolvedLocation?.pathname : undefined),
  });
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const screen = document.querySelector("main h1, h1")?.textContent?.trim();
      const brand = t("brand");
      document.title = screen ? t("documentTitle", { screen, brand }) : brand;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, i18n.language, t]);
}
