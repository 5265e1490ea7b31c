import type { Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

test.describe("onboarding", () => {
  test("offers English, Telugu, Hindi, Spanish and French and the four claims", async ({
    page,
  }) => {
    await page.goto("/onboarding");
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to SangamPay" }),
    ).toBeVisible();
    const cards = page.getByRole("region", { name: "Choose your language" }).getByRole("button");
    await expect(cards).toHaveText([
      /^English\s*English$/,
      /^తెలుగు\s*Telugu$/,
      /^हिन्दी\s*Hindi$/,
      /^Español\s*Spanish$/,
      /^Français\s*French$/,
    ]);
    const claims = page.getByRole("region", { name: "Why people choose SangamPay" });
    for (const claim of [
      "50+ countries",
      "Bank-grade security",
      "Delivery times up front",
      "Transparent pricing",
    ]) {
      await expect(claims.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Learn more about SangamPay" })).toHaveAttribute(
      "href",
      `${e2eUrls.site}/`,
    );
  });

  for (const [card, code, heading] of [
    ["తెలుగు", "te", "మీ మొబైల్ నంబర్‌తో లాగిన్ అవ్వండి"],
    ["हिन्दी", "hi", "अपने मोबाइल नंबर से लॉग इन करें"],
    ["Español", "es", "Inicia sesión con tu número de móvil"],
    ["Français", "fr", "Connectez-vous avec votre numéro de mobile"],
  ] as const) {
    test(`tapping ${card} switches the wallet to ${code} and opens /login`, async ({ page }) => {
      await page.goto("/onboarding");
      await page.getByRole("button", { name: new RegExp(`^${card}`) }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      // The tab is named after the screen, in that language.
      await expect(page).toHaveTitle(`${heading} | SangamPay`);
      // The choice is remembered: a reload stays in that language.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", code);
    });
  }

  test("tapping English after another language switches back", async ({ page }) => {
    await page.goto("/onboarding?lang=fr");
    await expect(
      page.getByRole("heading", { level: 1, name: "Bienvenue sur SangamPay" }),
    ).toBeVisible();
    await page.getByRole("button", { name: /^English/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Log in with your mobile number" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the site's Telugu carries over into the wallet", async ({ page }) => {
    await page.goto(`${e2eUrls.site}/?lang=te`);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    // The site's Login opens the wallet's front door: on a first visit, the welcome, in Telugu.
    const walletLogin = page.getByRole("banner").getByRole("link", { name: "లాగిన్" }).first();
    await expect(walletLogin).toHaveAttribute("href", `${e2eUrls.wallet}/splash?lang=te`);
    await walletLogin.click();
    await expect(page.getByRole("heading", { level: 1, name: "SangamPayకి స్వాగతం" })).toBeVisible();
    await page.getByRole("button", { name: /^తెలుగు/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.wallet}/login`));
    await expect(
      page.getByRole("heading", { level: 1, name: "మీ మొబైల్ నంబర్‌తో లాగిన్ అవ్వండి" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await expect(page.getByRole("button", { name: "OTP పంపండి" })).toBeDisabled();
  });
});

async function toOtpStep(page: Page, phone = "9876543210") {
  await page.goto("/login");
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Enter the 6-digit code" }),
  ).toBeVisible();
}

/** The demo code the screen shows (no SMS is sent). */
async function demoCode(page: Page) {
  const text = await page.getByRole("note").textContent();
  return /Your code is (\d{6})\./.exec(text ?? "")![1]!;
}

test.describe("login", () => {
  test("phone step: India first, +91, digits only, at most 10, Send OTP waits for 10", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(
      page.getByRole("heading", { level: 1, name: "Log in with your mobile number" }),
    ).toBeVisible();
    const countries = page.getByRole("group", { name: "Country" });
    await expect(countries.getByRole("radio")).toHaveCount(2);
    await expect(countries.getByRole("radio", { name: "India +91" })).toBeChecked();
    await expect(page.getByRole("main").getByText("+91", { exact: true }).last()).toBeVisible();
    const phone = page.getByLabel("Mobile number");
    await expect(phone).toHaveAccessibleDescription("India +91 · 10 digits, numbers only");
    const send = page.getByRole("button", { name: "Send OTP" });
    await expect(send).toBeDisabled();
    // Separators go; a letter stays, with its reason, until it is deleted.
    await phone.pressSequentially("98a");
    await expect(phone).toHaveValue("98a");
    await expect(page.locator("#phone-guard")).toHaveText("A mobile number has digits only.");
    await phone.press("Backspace");
    await phone.pressSequentially("76-5 4.3");
    await expect(phone).toHaveValue("9876543");
    await expect(send).toBeDisabled();
    await phone.pressSequentially("2109");
    await expect(phone).toHaveValue("9876543210");
    await expect(send).toBeEnabled();
    await phone.press("Backspace");
    await expect(send).toBeDisabled();
    // A pasted number with the country code keeps only the national ten digits.
    await phone.fill("+91 98765 43210");
    await expect(phone).toHaveValue("9876543210");
  });

  test("a Zambian number: +260, the leading 0 people write, its network named, then the code", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("radio", { name: "Zambia +260" }).check();
    const phone = page.getByLabel("Mobile number");
    await expect(phone).toHaveAccessibleDescription(
      "Zambia +260 · 9 digits, numbers only; a leading 0 is fine",
    );
    await phone.pressSequentially("097");
    await expect(page.getByText("Network: Airtel")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeDisabled();
    await phone.pressSequentially("1234567");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText("We sent it to +260 97 123 4567.")).toBeVisible();
    await page.getByLabel("One-time code").fill(await demoCode(page));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/create-pin/);
    await expectAccessible(page);
  });

  test("back from the phone step goes to onboarding", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("OTP step: says no SMS was sent, digits only, exactly 6, Verify waits for 6", async ({
    page,
  }) => {
    await toOtpStep(page);
    await expect(page.getByText("We sent it to +91 98765 43210.")).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Demo: no SMS was sent");
    const otp = page.getByLabel("One-time code");
    await expect(otp).toHaveAttribute("inputmode", "numeric");
    await expect(otp).toHaveAttribute("autocomplete", "one-time-code");
    const verify = page.getByRole("button", { name: "Verify" });
    await expect(verify).toBeDisabled();
    await otp.pressSequentially("12ab3");
    await expect(otp).toHaveValue("123");
    await expect(verify).toBeDisabled();
    await otp.pressSequentially("45678");
    await expect(otp).toHaveValue("123456");
    await expect(verify).toBeEnabled();
  });

  test("a wrong code is refused and cleared; the shown code verifies and opens /create-pin", async ({
    page,
  }) => {
    await toOtpStep(page);
    const code = await demoCode(page);
    const wrong = code === "000000" ? "111111" : "000000";
    const otp = page.getByLabel("One-time code");
    await otp.fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That code doesn't match. Check the code above and try again.",
    );
    await expect(otp).toHaveValue("");
    await expect(page).toHaveURL(/\/login\?step=otp$/);
    await otp.fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/create-pin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your PIN" })).toBeVisible();
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem("sangampay-session")))!,
    ) as { state: { status: string; phone: string } };
    expect(stored.state).toMatchObject({ status: "signed-in", phone: "9876543210" });
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  test("back from the OTP step returns to the phone step with the number kept", async ({
    page,
  }) => {
    await toOtpStep(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Log in with your mobile number" }),
    ).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue("9876543210");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByRole("button", { name: "Change number" }).click();
    await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
  });
});
