import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";

import { siteI18n } from "./apps/site";
import { createI18n } from "./create-i18n";
import { LanguageProvider, useLanguage } from "./language-provider";

function Switcher() {
  const { language, languages, setLanguage } = useLanguage();
  const { t } = useTranslation();
  return (
    <div>
      <p>{t("notFound.title")}</p>
      <p>current: {language}</p>
      {languages.map((l) => (
        <button key={l.code} type="button" onClick={() => void setLanguage(l.code)}>
          {l.label}
        </button>
      ))}
    </div>
  );
}

function renderWithProvider() {
  const i18n = createI18n(siteI18n);
  return render(
    <LanguageProvider i18n={i18n} config={siteI18n}>
      <Switcher />
    </LanguageProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("LanguageProvider", () => {
  it("throws when the language hook is used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Switcher />)).toThrow(/within a LanguageProvider/);
  });

  it("offers the site's languages and switches to Telugu", async () => {
    renderWithProvider();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "हिन्दी" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "తెలుగు" }));
    // The first Telugu load compiles every site page's JSON: allow for a busy machine.
    expect(await screen.findByText("అయ్యో! పేజీ కనబడలేదు", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("te");
    expect(localStorage.getItem("language")).toBe("te");
  });

  it("takes the language from ?lang= on a cross-app link", async () => {
    window.history.replaceState(null, "", "/?lang=te");
    renderWithProvider();
    expect(await screen.findByText("current: te", {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("ignores an unknown or hostile ?lang= value", async () => {
    window.history.replaceState(null, "", "/?lang=%3Cscript%3E");
    renderWithProvider();
    await act(async () => {});
    expect(screen.getByText("current: en")).toBeInTheDocument();
  });

  it("restores a remembered language", async () => {
    localStorage.setItem("language", "te");
    renderWithProvider();
    expect(await screen.findByText("current: te", {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("still switches when localStorage throws", async () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    renderWithProvider();
    await act(async () => {});
    expect(screen.getByText("current: en")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "తెలుగు" }));
    expect(await screen.findByText("current: te", {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
