import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { e2eUrls } from "@repo/e2e/config";
import type { Page } from "@playwright/test";

/** Each issue #5 screen, reached by tapping its link on the screen that offers it. */
const entries: { from: string; link: string | RegExp; path: string; heading: string }[] = [
  { from: "/dashboard", link: "Scan & Pay", path: "/scan-pay", heading: "Scan & Pay" },
  { from: "/dashboard", link: "Receive", path: "/receive", heading: "Receive money" },
  { from: "/dashboard", link: "Add Money", path: "/add-money", heading: "Add money" },
  { from: "/dashboard", link: "Mobile Recharge", path: "/recharge", heading: "Mobile recharge" },
  { from: "/dashboard", link: "Bill Payments", path: "/bills", heading: "Pay bills" },
  { from: "/dashboard", link: "Rewards", path: "/rewards", heading: "Rewards" },
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
];

for (const entry of entries) {
  test(`${entry.path} opens from ${entry.from} with its heading and a way back`, async ({
    page,
  }) => {
    await page.goto(entry.from);
    await page
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

test("/receive: the requested amount updates the QR; copy and share work", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/receive");
  const qr = page.getByRole("img", { name: /^QR code to pay Priya Sharma/ });
  await expect(qr).toHaveAccessibleName("QR code to pay Priya Sharma, UPI ID priya.sharma@sangam");
  const before = await qr.locator("path").getAttribute("d");
  const amount = page.getByLabel("Request an amount (optional)");
  await amount.fill("12ab5");
  await expect(amount).toHaveValue("125");
  await expect(qr).toHaveAccessibleName(
    "QR code to pay Priya Sharma ₹125, UPI ID priya.sharma@sangam",
  );
  await expect(page.getByText("Requesting ₹125")).toBeVisible();
  expect(await qr.locator("path").getAttribute("d")).not.toBe(before);
  await amount.fill("0");
  await expect(page.getByText("Enter a whole number of rupees, ₹1 or more.")).toBeVisible();
  await page.getByRole("button", { name: "Clear amount" }).click();
  await expect(amount).toHaveValue("");

  await page.getByRole("button", { name: "Copy UPI ID" }).click();
  await expect(page.getByText("UPI ID copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("priya.sharma@sangam");

  // Desktop Chromium has no share sheet here: the link goes to the clipboard instead.
  await page.evaluate(() => Object.assign(navigator, { share: undefined }));
  await amount.fill("500");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Payment link copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "upi://pay?pa=priya.sharma@sangam&pn=Priya%20Sharma&am=500&cu=INR",
  );
});

test("/receive shares the payment link and the QR picture through the share sheet", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: { title?: string; text?: string; files: string[] }[] = [];
    Object.assign(window, { shared });
    Object.assign(navigator, {
      canShare: () => true,
      share: async (data: ShareData) => {
        shared.push({ ...data, files: (data.files ?? []).map((f) => `${f.name} ${f.type}`) });
      },
    });
  });
  await page.goto("/receive");
  await page.getByLabel("Request an amount (optional)").fill("75");
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([
      {
        title: "Pay Priya Sharma on SangamPay",
        text: "Pay me with any UPI app: upi://pay?pa=priya.sharma@sangam&pn=Priya%20Sharma&am=75&cu=INR",
        files: ["sangampay-qr-priya.sharma-75.png image/png"],
      },
    ]);
});

test("/recharge detects the operator, lists its plans, and lets the person choose another", async ({
  page,
}) => {
  await page.goto("/recharge");
  const number = page.getByLabel("Mobile number");
  await number.fill("5876543210");
  await expect(page.getByText("Indian mobile numbers start with 6, 7, 8 or 9.")).toBeVisible();
  await number.fill("70130 12345");
  await expect(number).toHaveValue("7013012345");
  await expect(page.getByLabel("Operator")).toHaveValue("jio");
  await expect(page.getByText("Detected from the number: Jio.")).toBeVisible();
  await page.getByLabel("Operator").selectOption("vi");
  const plans = page.getByRole("group", { name: "Plans for Vi" }).getByRole("radio");
  await expect(plans).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Recharge", exact: true })).toBeDisabled();
  await page.getByRole("radio", { name: /₹299/ }).check();
  await expect(page.getByRole("button", { name: "Recharge for ₹299" })).toBeEnabled();
});

test("/bills: seven categories, India and Zambia billers, a sample bill or no dues", async ({
  page,
}) => {
  await page.goto("/bills");
  const categories = page
    .getByRole("navigation", { name: "What do you want to pay?" })
    .getByRole("link");
  await expect(categories).toHaveText([
    "Electricity",
    "Tax authority",
    "Pension contributions",
    "Water",
    "Mobile recharge",
    "Satellite TV",
    "Internet",
  ]);
  await page.getByText("Zambia").click();
  await expect(page).toHaveURL(/\/bills\?country=ZM$/);
  await page.getByRole("link", { name: "Electricity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Electricity" })).toBeVisible();
  await page.getByRole("link", { name: "ZESCO" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ZESCO" })).toBeVisible();
  const field = page.getByLabel("Meter number");
  await field.fill("1234");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  await expect(page.getByText("This Meter number does not match ZESCO's format")).toBeVisible();
  await field.fill("371 2345 6789");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  const bill = page.getByRole("region", { name: "Bill from ZESCO" });
  await expect(bill).toContainText("37123456789");
  await expect(bill).toContainText(/ZMW|K/);
  await expect(bill).toContainText(/at the sample rate of ₹3\.2 per kwacha/);
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toBeEnabled();
  await field.fill("37123456000");
  await page.getByRole("button", { name: "Fetch bill" }).click();
  await expect(page.getByText("Nothing is due on this number. You're all paid up.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Back" }).click();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/bills\?country=ZM$/);
});

test("/profile/details shows the sample user and copies the UPI ID", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/profile/details");
  for (const text of [
    "Priya Sharma",
    "+91 98765 43210",
    "priya.sharma@sangampay.example",
    "Hyderabad",
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Copy UPI ID" }).click();
  await expect(page.getByText("UPI ID copied").first()).toBeVisible();
  await page.getByRole("link", { name: "Contact support" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Help & support" })).toBeVisible();
});

test("/profile/security changes the PIN through the keypad and keeps the simulated switches", async ({
  page,
}) => {
  await page.goto("/profile/security");
  await page.getByRole("button", { name: "Change PIN" }).click();
  await expect(page.getByRole("group", { name: "Enter your current PIN" })).toBeVisible();
  await page.keyboard.type("111111");
  await expect(page.getByRole("group", { name: "Enter a new 6-digit PIN" })).toBeVisible();
  for (const digit of "246810")
    await page.getByRole("button", { name: digit, exact: true }).click();
  await expect(page.getByRole("group", { name: "Enter the new PIN again" })).toBeVisible();
  await page.keyboard.type("246811");
  await expect(
    page.getByRole("alert").filter({ hasText: "PINs don't match. Please try again." }),
  ).toBeVisible();
  await page.keyboard.type("246810");
  await expect(page.getByText("PIN changed").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();

  const biometric = page.getByRole("switch", { name: /Biometric lock/ });
  await expect(biometric).toHaveAttribute("aria-checked", "false");
  await expect(
    page.getByRole("switch", { name: /Two-factor authentication/ }),
  ).toHaveAccessibleDescription(/Simulated in this demo/);
  await biometric.click();
  await expect(biometric).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(page.getByRole("switch", { name: /Biometric lock/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("/profile/payment-methods shows masked accounts and cards and changes the primary bank", async ({
  page,
}) => {
  await page.goto("/profile/payment-methods");
  await expect(page.getByText("State Bank of India •••• 4521")).toBeVisible();
  await expect(page.getByText("HDFC Bank RuPay •••• 3456")).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/\d{8,}/);
  await page.getByRole("button", { name: "Make HDFC Bank primary" }).click();
  await expect(page.getByText("HDFC Bank is now your primary account").first()).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Make State Bank of India primary" }),
  ).toBeVisible();
  await page.goto("/add-money");
  await expect(page.getByRole("radio", { name: /HDFC Bank •••• 7788/ })).toBeChecked();
});

test("/profile/notifications switches alerts, security alerts stay on", async ({ page }) => {
  await page.goto("/profile/notifications");
  const offers = page.getByRole("switch", { name: "Offers and rewards" });
  await expect(offers).toHaveAttribute("aria-checked", "false");
  await offers.click();
  await expect(offers).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Security alerts" })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Offers and rewards" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("/profile/support opens help topics and links to contact and the site's FAQ", async ({
  page,
}) => {
  await page.goto("/profile/support");
  const answer = page.getByText(/move up to ₹1,00,000 per transaction and ₹10,00,000 per day/);
  await expect(answer).toBeHidden();
  await page.getByText("How much can I send or add?").click();
  await expect(answer).toBeVisible();
  await expect(
    page.getByRole("link", { name: "E-mail support@sangampay.example" }),
  ).toHaveAttribute("href", "mailto:support@sangampay.example");
  await expect(page.getByRole("link", { name: "Call +91 00000 12345" })).toHaveAttribute(
    "href",
    "tel:+910000012345",
  );
  await expect(page.getByRole("link", { name: "Read all FAQs on our website" })).toHaveAttribute(
    "href",
    `${e2eUrls.site}/faq`,
  );
});

test("/profile/legal links to the site's privacy policy and terms", async ({ page }) => {
  await page.goto("/profile/legal");
  await expect(page.getByRole("link", { name: /^Privacy policy/ })).toHaveAttribute(
    "href",
    `${e2eUrls.site}/privacy`,
  );
  await expect(page.getByRole("link", { name: /^Terms of service/ })).toHaveAttribute(
    "href",
    `${e2eUrls.site}/terms`,
  );
});

/** axe-core on every new screen and step, light and dark (no fake clock in these tests). */
const a11yScreens: { name: string; path: string; reach?: (page: Page) => Promise<void> }[] = [
  { name: "scan & pay", path: "/scan-pay" },
  {
    name: "scan & pay, camera refused",
    path: "/scan-pay",
    reach: async (page) => {
      await page.evaluate(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException("denied", "NotAllowedError"));
      });
      await page.getByRole("button", { name: "Turn on camera" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "refused" })).toBeVisible();
    },
  },
  { name: "receive", path: "/receive" },
  { name: "add money", path: "/add-money" },
  {
    name: "add money, over the limit",
    path: "/add-money",
    reach: async (page) => {
      await page.getByLabel("Amount (₹)").fill("200000");
      await expect(page.getByText("You can add up to ₹1,00,000 in one transaction.")).toBeVisible();
    },
  },
  {
    name: "add money, PIN",
    path: "/add-money",
    reach: async (page) => {
      await page.getByRole("button", { name: "Set amount to ₹500" }).click();
      await page.getByRole("button", { name: "Add ₹500" }).click();
      await expect(page.getByRole("heading", { name: "Confirm adding money" })).toBeVisible();
    },
  },
  { name: "recharge", path: "/recharge" },
  {
    name: "recharge with plans",
    path: "/recharge",
    reach: async (page) => {
      await page.getByRole("button", { name: "Recharge my number" }).click();
      await page.getByRole("radio", { name: /₹299/ }).check();
    },
  },
  { name: "bills", path: "/bills" },
  { name: "billers", path: "/bills?country=IN&category=tax" },
  {
    name: "bill fetched",
    path: "/bills?country=IN&category=electricity&biller=in-tsspdcl",
    reach: async (page) => {
      await page.getByLabel("Consumer number").fill("110456789");
      await page.getByRole("button", { name: "Fetch bill" }).click();
      await expect(page.getByRole("region", { name: /^Bill from/ })).toBeVisible();
    },
  },
  { name: "rewards", path: "/rewards" },
  { name: "personal details", path: "/profile/details" },
  { name: "security", path: "/profile/security" },
  {
    name: "change PIN",
    path: "/profile/security",
    reach: async (page) => {
      await page.getByRole("button", { name: "Change PIN" }).click();
    },
  },
  { name: "payment methods", path: "/profile/payment-methods" },
  { name: "notifications", path: "/profile/notifications" },
  {
    name: "support",
    path: "/profile/support",
    reach: async (page) => {
      await page.getByText("I see a payment I didn't make").click();
    },
  },
  { name: "legal", path: "/profile/legal" },
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`axe, ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const screen of a11yScreens) {
      test(screen.name, async ({ page }) => {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(
          colorScheme === "dark" ? /dark/ : /^(?!.*dark)/,
        );
        await screen.reach?.(page);
        await expectAccessible(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      });
    }
  });
}
