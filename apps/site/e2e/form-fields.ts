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

/**
 * The form refused the control's value before sending anything: focus is on it, it is marked
 * invalid, and the sentence saying why is its accessible description.
 */
export async function expectRefused(control: Locator, message: string | RegExp) {
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
}
