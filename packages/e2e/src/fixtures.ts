import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";

export { expect };

type Fixtures = {
  /** Console errors and uncaught page errors seen during the test; asserted empty afterwards. */
  consoleErrors: string[];
  /** Content-Security-Policy violations in any page or frame of the test; asserted empty afterwards. */
  cspViolations: string[];
};

/** Runs in every page and frame before its own scripts: reports each CSP violation to the test. */
function reportCspViolations() {
  document.addEventListener(
    "securitypolicyviolation",
    (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}` +
          (event.sample ? ` (${event.sample})` : ""),
      );
    },
    true,
  );
}

/**
 * A prerendered page (the wallet's entry screens and app shells) starts its scripts after its
 * first paint, so its load event can come before the app owns the page: a test acting then would
 * act on the frame, and race the take-over. After this, `goto` and `reload` that wait for the
 * load event also wait for the app (`#root` loses `data-prerendered`); a test about the frame
 * itself goes with `waitUntil: "commit"` and waits for what it needs. The `page` fixture does it
 * (not without JavaScript: no app to wait for); a page a test opens itself calls it.
 */
export function waitForAppOnLoad(page: Page) {
  const appOwns = () =>
    page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-prerendered"));
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? "load") === "load") await appOwns();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? "load") === "load") await appOwns();
    return response;
  };
}

/**
 * The test object every spec uses: it fails a test that leaves a console error or an uncaught
 * exception behind (a test expecting one can empty `consoleErrors` itself).
 */
export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForAppOnLoad(page);
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("dialog", (dialog) => {
        errors.push(`unexpected dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(reportCspViolations);
      // Chromium also logs each refusal; this catches any the event misses (a frame torn down first).
      context.on("console", (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe-core on the current page: no serious or critical violation. Only violations are asked for:
 * axe then skips building its passes and incomplete results, which no assertion reads (the rules
 * run and the violations found are the same).
 */
export async function expectAccessible(page: Page) {
  // Colours are measured as they settle: a transition under way (a theme just switched fades a
  // button's colours) would be measured half-way. Endless animations (a spinner) are not waited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A page whose frames are all of its own origin is checked in the page itself (axe.run, what
  // AxeBuilder calls legacy mode); one that frames another origin (the site's /demo) as AxeBuilder
  // does by default, each frame apart, the results joined in a blank page it opens for that:
  // about 0.8 s more a check (wallet /dashboard 1.6 s against 0.7 s, medians of 3).
  const origin = new URL(page.url()).origin;
  const ownFramesOnly = page
    .frames()
    .every(
      (frame) =>
        ["", "about:blank"].includes(frame.url()) || new URL(frame.url()).origin === origin,
    );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(ownFramesOnly)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(blocking, "serious or critical axe violations").toEqual([]);
}

export type ColorScheme = "light" | "dark";

/** The page shows `colorScheme`: the `dark` class on <html> is there for dark only. */
export async function expectTheme(page: Page, colorScheme: ColorScheme) {
  const html = page.locator("html");
  if (colorScheme === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/**
 * The theme a page of an axe list is loaded in: every other one dark, so the suite also checks
 * the pages a visitor whose system is dark opens (the pre-paint script's dark path).
 */
export const loadedTheme = (index: number): ColorScheme => (index % 2 === 0 ? "light" : "dark");

/**
 * axe in both themes on one page load: first in `loaded`, the theme the page was opened in, then
 * in the other, with the system switched to it, which the apps follow while the visitor has
 * chosen no theme of their own (packages/ui `theme-init.js`).
 */
export async function expectAccessibleInBothThemes(page: Page, loaded: ColorScheme) {
  for (const colorScheme of loaded === "light"
    ? (["light", "dark"] as const)
    : (["dark", "light"] as const)) {
    await page.emulateMedia({ colorScheme });
    await expectTheme(page, colorScheme);
    await expectAccessible(page);
  }
}
