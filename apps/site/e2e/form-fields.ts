import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A form control by its accessible name: the label's text without the visual "*" (the mark is
 * aria-hidden; the control's own `required` tells assistive technology instead).
 */
export function field(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole("textbox", { name, exact: true })
    .or(scope.getByRole("combobox", { name, exact: true }));
}

/** Fills text fields and picks select options, by accessible name. */
export async function fillForm(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = field(scope, name);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") {
      await control.selectOption(value);
    } else {
      await control.fill(value);
    }
  }
}

/** The browser itself rejects the control's value, with a message of its own. */
export async function expectRejectedByBrowser(control: Locator) {
  await expect(control).toBeFocused();
  await expect(control).toHaveJSProperty("validity.valid", false);
  expect(await control.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("");
}
