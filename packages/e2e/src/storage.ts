import type { Page } from "@playwright/test";

/**
 * Makes every method of localStorage and sessionStorage throw a SecurityError, as some privacy
 * modes and blocked-cookie settings do, in every page and frame from the next navigation on.
 */
export async function makeStorageThrow(page: Page) {
  await page.addInitScript(() => {
    for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
      Object.defineProperty(Storage.prototype, method, {
        configurable: true,
        value() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    }
  });
}
