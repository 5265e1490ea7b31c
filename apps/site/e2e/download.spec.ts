import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

test("/download shows coming-soon stores, a placeholder QR, benefits and requirements", async ({
  page,
}) => {
  await page.goto("/download");
  await expect(page).toHaveTitle(/Download the SangamPay app/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SangamPay in your pocket");

  const stores = page.getByRole("group", { name: "App stores" });
  for (const store of ["App Store", "Google Play"]) {
    const button = stores.getByRole("button", { name: `${store} Coming Soon` });
    await expect(button).toBeDisabled();
  }

  // The web app is installable today: the link opens the wallet, whose browser offers Install.
  const webApp = page.getByRole("link", { name: "Install the web app" });
  await expect(webApp).toHaveAttribute("href", `${e2eUrls.wallet}/`);
  await expect(webApp).toHaveAccessibleDescription(/Add to Home Screen/);

  await expect(page.getByRole("img", { name: "Placeholder QR code" })).toBeVisible();
  await expect(page.getByText(/Placeholder: the real download code/)).toBeVisible();

  const benefits = page.getByRole("region", { name: "Why get the app" });
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(3);

  const requirements = page.getByRole("region", { name: "System requirements" });
  await expect(requirements.getByRole("listitem").nth(0)).toContainText("iOS 13.0+");
  await expect(requirements.getByRole("listitem").nth(0)).toContainText("50 MB");
  await expect(requirements.getByRole("listitem").nth(1)).toContainText("Android 6.0+");
  await expect(requirements.getByRole("listitem").nth(1)).toContainText("40 MB");

  await page.getByRole("main").getByRole("link", { name: "Join the Waitlist" }).click();
  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Join the waitlist" })).toBeVisible();
});
