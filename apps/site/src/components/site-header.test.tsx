import { LanguageProvider } from "@repo/i18n/language-provider";
import { siteI18n } from "@repo/i18n/site";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { i18n } from "../lib/i18n";
import { SiteHeader } from "./site-header";

function renderHeader(path = "/") {
  const router = createMemoryRouter([{ path: "*", element: <SiteHeader /> }], {
    initialEntries: [path],
  });
  render(
    <LanguageProvider i18n={i18n} config={siteI18n}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
  return router;
}

describe("SiteHeader", () => {
  it("opens and closes the mobile menu, reporting its state", async () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(close).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(close);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("closes the mobile menu once a page is chosen", async () => {
    const router = renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menus = screen.getAllByRole("navigation", { name: "Main" });
    const mobile = menus[menus.length - 1]!;
    await userEvent.click(mobile.querySelector('a[href="/pricing"]')!);
    expect(router.state.location.pathname).toBe("/pricing");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it.each(["/pricing", "/Pricing"])(
    "marks the links to the current page (%s) as current",
    (path) => {
      renderHeader(path);
      const pricing = screen.getAllByRole("link", { name: "Pricing", hidden: true });
      expect(pricing).toHaveLength(2);
      for (const link of pricing) expect(link).toHaveAttribute("aria-current", "page");
      for (const name of ["Home", "Features", "Security"]) {
        for (const link of screen.getAllByRole("link", { name, hidden: true })) {
          expect(link).not.toHaveAttribute("aria-current");
        }
      }
    },
  );

  it("sends Login to the wallet deployment's front door, which asks a signed-in user for the PIN", () => {
    renderHeader();
    const logins = screen.getAllByRole("link", { name: "Login", hidden: true });
    for (const link of logins) expect(link).toHaveAttribute("href", "http://localhost:5174/splash");
  });
});
