import { afterEach, describe, expect, it, vi } from "vitest";

import {
  initThemeBeforePaint,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  themeInitScript,
} from "./theme";

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn().mockImplementation((query: string) => ({
      matches: dark && query.includes("dark"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** A system theme the test can change, as a phone does at sunset: "change" reaches every listener. */
function changeableSystemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn().mockImplementation(() => media),
  );
  return (next: boolean) => {
    media.matches = next;
    for (const listener of listeners) listener();
  };
}

function breakStorage() {
  const throwing = {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
  };
  vi.spyOn(window, "localStorage", "get").mockReturnValue(throwing as unknown as Storage);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("theme storage", () => {
  it("follows the system preference when nothing is stored", () => {
    mockSystemDark(true);
    expect(resolveTheme()).toBe("dark");
    mockSystemDark(false);
    expect(resolveTheme()).toBe("light");
  });

  it("prefers the stored choice over the system", () => {
    mockSystemDark(true);
    storeTheme("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(resolveTheme()).toBe("light");
  });

  it("ignores a corrupt stored value", () => {
    mockSystemDark(true);
    localStorage.setItem("theme", '{"oops":');
    expect(readStoredTheme()).toBeNull();
    expect(resolveTheme()).toBe("dark");
  });

  it("keeps working when localStorage throws", () => {
    mockSystemDark(true);
    breakStorage();
    expect(readStoredTheme()).toBeNull();
    expect(() => storeTheme("light")).not.toThrow();
    expect(resolveTheme()).toBe("dark");
  });

  it("keeps working when localStorage and matchMedia are missing", () => {
    vi.stubGlobal("matchMedia", undefined);
    vi.spyOn(window, "localStorage", "get").mockReturnValue(undefined as unknown as Storage);
    expect(resolveTheme()).toBe("light");
  });
});

describe("the pre-paint script", () => {
  it("puts the dark class on <html> from the stored choice", () => {
    mockSystemDark(false);
    localStorage.setItem("theme", "dark");
    initThemeBeforePaint();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("applies the system theme when storage throws", () => {
    mockSystemDark(true);
    breakStorage();
    initThemeBeforePaint();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("follows a change of the system theme while nothing is stored", () => {
    localStorage.removeItem("theme");
    const setSystemDark = changeableSystemTheme(false);
    initThemeBeforePaint();
    expect(document.documentElement).not.toHaveClass("dark");
    setSystemDark(true);
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    setSystemDark(false);
    expect(document.documentElement).not.toHaveClass("dark");
    expect(document.documentElement.style.colorScheme).toBe("light");
  });

  it("keeps the visitor's own choice when the system theme changes", () => {
    localStorage.setItem("theme", "light");
    const setSystemDark = changeableSystemTheme(false);
    initThemeBeforePaint();
    setSystemDark(true);
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("is a self-contained script string that runs on its own", () => {
    mockSystemDark(false);
    localStorage.setItem("theme", "dark");
    // The script is shipped as a string: running it the way a <script> tag would is the point.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(themeInitScript)();
    expect(document.documentElement).toHaveClass("dark");
    localStorage.setItem("theme", "light");
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(themeInitScript)();
    expect(document.documentElement).not.toHaveClass("dark");
  });
});
