import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

test("shows the name, phone, KYC badge and the six entries", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByText("Priya Sharma")).toBeVisible();
  await expect(page.getByText("+91 98765 43210")).toBeVisible();
  await expect(page.getByText("KYC Verified")).toBeVisible();
  const entries = page.getByRole("navigation", { name: "Account" }).getByRole("link");
  await expect(entries).toHaveCount(7);
  for (const [name, href] of [
    ["Personal details", "/profile/details"],
    ["Security", "/profile/security"],
    ["Payment methods", "/profile/payment-methods"],
    ["Notifications", "/profile/notifications"],
    ["Your data", "/profile/data"],
    ["Help & support", "/profile/support"],
    ["Legal", "/profile/legal"],
  ] as const) {
    await expect(entries.filter({ hasText: name })).toHaveAttribute("href", href);
  }
});

test("shows the phone the session signed in with", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "sangampay-wallet",
      JSON.stringify({
        state: {
          session: { phone: "9123456780", pinSet: true, language: "en" },
          ledger: { balances: { bank: 1, wallet: 2 }, transactions: [] },
        },
        version: 1,
      }),
    ),
  );
  await page.goto("/profile");
  await expect(page.getByText("+91 91234 56780")).toBeVisible();
});

test("the language setting switches the wallet", async ({ page }) => {
  await page.goto("/profile");
  await page.getByLabel("App language").selectOption("te");
  await expect(page.getByRole("heading", { level: 1, name: "ప్రొఫైల్" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
});

test("Logout ends the session and opens the marketing site's home", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = /Your code is (\d{6})\./.exec((await page.getByRole("note").textContent())!)![1]!;
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/create-pin$/);

  await page.goto("/profile");
  const logout = page.getByRole("link", { name: "Logout" });
  await expect(logout).toHaveAttribute("href", `${e2eUrls.site}/`);
  await logout.click();
  await expect(page).toHaveURL(`${e2eUrls.site}/`);
  // The wallet's screens now ask to sign in first.
  await page.goto(`${e2eUrls.wallet}/profile`);
  await expect(page).toHaveURL(`${e2eUrls.wallet}/login?redirect=%2Fprofile`);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test(`no link or button of /profile is under the tab bar once scrolled into view (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/profile");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    // Each control of the screen, brought into view as the keyboard's focus brings it (the
    // nearest edge), is what a tap at its centre reaches: not the tab bar over it.
    const covered = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>("a, button, select")].flatMap((control) => {
        control.scrollIntoView({ block: "nearest" });
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit && control.contains(hit) ? [] : [control.textContent?.trim() || control.id];
      }),
    );
    expect(covered, "controls under something else").toEqual([]);
    const logout = page.getByRole("link", { name: "Logout" });
    await logout.evaluate((link) => link.scrollIntoView({ block: "nearest" }));
    await expect(logout).toBeInViewport();
  });
}
