import type { Page } from "@playwright/test";
import { expect } from "@repo/e2e/fixtures";

/** On the merchant's links screen: makes a link; answers its address as shown to share. */
export async function makeLink(page: Page, amount: number, purpose: string): Promise<string> {
  await page.goto("/business/links");
  await expect(page.getByRole("heading", { level: 1, name: "Payment links" })).toBeVisible();
  await page.getByLabel("Amount in rupees").fill(String(amount));
  await page.getByLabel("Purpose (optional)").fill(purpose);
  await page.getByRole("button", { name: "Create link" }).click();
  const made = page.getByRole("region", { name: `Link for ₹${amount} ready to share` });
  await expect(made.getByRole("heading")).toBeFocused();
  const url = (await made.getByText(/\/pay\?link=/).textContent())!;
  const whatsapp = await made.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(decodeURIComponent(whatsapp!)).toContain(url);
  return url;
}
