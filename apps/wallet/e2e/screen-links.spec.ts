import { expect, test } from "@repo/e2e/fixtures";

/** Each screen beyond sending money, reached by tapping its link on the screen that offers it. */
const entries: { from: string; link: string | RegExp; path: string; heading: string }[] = [
  { from: "/dashboard", link: "Scan & Pay", path: "/scan-pay", heading: "Scan & Pay" },
  { from: "/dashboard", link: "Receive", path: "/receive", heading: "Receive money" },
  { from: "/dashboard", link: "Add Money", path: "/add-money", heading: "Add money" },
  { from: "/dashboard", link: "Mobile Recharge", path: "/recharge", heading: "Mobile recharge" },
  { from: "/dashboard", link: "Bill Payments", path: "/bills", heading: "Pay bills" },
  { from: "/dashboard", link: "Rewards", path: "/rewards", heading: "Rewards" },
  { from: "/send-money", link: /^Request money/, path: "/request", heading: "Request money" },
  { from: "/send-money", link: /^Split a bill/, path: "/split", heading: "Split a bill" },
  {
    from: "/profile",
    link: /^Personal details/,
    path: "/profile/details",
    heading: "Personal details",
  },
  { from: "/profile", link: /^Security/, path: "/profile/security", heading: "Security" },
  {
    from: "/profile",
    link: /^Payment methods/,
    path: "/profile/payment-methods",
    heading: "Payment methods",
  },
  {
    from: "/profile",
    link: /^Notifications/,
    path: "/profile/notifications",
    heading: "Notifications",
  },
  {
    from: "/profile",
    link: /^Help & support/,
    path: "/profile/support",
    heading: "Help & support",
  },
  { from: "/profile", link: /^Legal/, path: "/profile/legal", heading: "Legal" },
  { from: "/profile", link: /^Your data/, path: "/profile/data", heading: "Your data" },
];

for (const entry of entries) {
  test(`${entry.path} opens from ${entry.from} with its heading and a way back`, async ({
    page,
  }) => {
    await page.goto(entry.from);
    await page
      .getByRole("main")
      .getByRole("link", { name: entry.link, exact: typeof entry.link === "string" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: entry.heading })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.from}$`));
  });
}

test("send money's Scan QR Code opens /scan-pay", async ({ page }) => {
  await page.goto("/send-money");
  await page.getByRole("link", { name: /^Scan QR Code/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Scan & Pay" })).toBeVisible();
});

test("the dashboard's offer banner opens the rewards screen", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "View offer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cashback on your first payment" })).toContainText(
    "Not earned yet: make your first payment of ₹100 or more to earn it.",
  );
});
