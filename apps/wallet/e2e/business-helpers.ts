import { readFileSync } from "node:fs";

import { expect, type Page } from "@playwright/test";

/** From the profile into business mode through the short sign-up (Telangana, no GSTIN). */
export async function signUpBusiness(page: Page, name = "Asha Kirana Store") {
  await page.goto("/profile");
  await page.getByRole("link", { name: /Switch to business/ }).click();
  await expect(page).toHaveURL(/\/business\/signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your business" })).toBeVisible();
  await page.getByLabel("Business name").fill(name);
  await page.getByLabel("State").selectOption({ label: "Telangana" });
  await page.getByRole("button", { name: "Start accepting payments" }).click();
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sales" })).toBeVisible();
}

/** Today's sales at an outlet, in rupees, from the sales chart's table. */
export async function todaysSalesAt(page: Page, outlet: string): Promise<number> {
  await page.goto("/business");
  await page.getByText("Show as a table").click();
  const table = page.getByRole("table", { name: "Sales in the last 7 days by outlet" });
  const headers = await table.getByRole("columnheader").allTextContents();
  const today = table.getByRole("row").nth(1);
  const cell = today.getByRole("cell").nth(headers.indexOf(outlet) - 1);
  return Number((await cell.textContent())!.replace(/[^\d.]/g, ""));
}

/** Clicks something that downloads a file; the file's suggested name and bytes. */
export async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}
