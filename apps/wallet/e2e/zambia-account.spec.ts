import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { expectNoRupees, signInAsZambia, zambia } from "./helpers";

test("a Zambian account's dashboard is in kwacha", async ({ page }) => {
  await signInAsZambia(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(zambia.name);
  await expect(page.getByRole("region", { name: "Total balance" })).toContainText("K");
  await expectNoRupees(page);
  await expectAccessible(page);
});
