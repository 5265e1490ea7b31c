import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { newPhoneWith, phoneOf, registeredNameOf } from "./phones";

/**
 * The screens only the connected wallet has, or shows otherwise (the sandbox SMS, the registered
 * name before the PIN, requests between accounts, signed-in devices), checked by axe in both
 * themes, each in the state a person meets it in.
 */

const newPhone = newPhoneWith("96");

async function expectScreenAccessible(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the connected wallet's own screens have no serious axe violation (${colorScheme})`, async ({
    browser,
  }) => {
    test.slow();
    const [aPhone, bPhone] = [newPhone(), newPhone()];

    // The login screen with the sandbox's delivered code shown (a number of its own: a second
    // code for one number waits 30 seconds).
    const visitor = await (await browser.newContext({ colorScheme })).newPage();
    await visitor.goto("/login");
    await visitor.getByLabel("Mobile number").fill(newPhone());
    await visitor.getByRole("button", { name: "Send OTP" }).click();
    await expect(visitor.getByRole("note")).toContainText(/\d{6}/);
    await expectAccessible(visitor);
    await visitor.context().close();

    const a = await phoneOf(browser, aPhone);
    const b = await phoneOf(browser, bPhone);
    for (const page of [a, b]) await page.emulateMedia({ colorScheme });

    await a.goto("/dashboard");
    await expectScreenAccessible(a, /^Good (morning|afternoon|evening)/);

    // Asking another account, and the request as the one asked sees it, then its pay step.
    await a.goto("/request");
    await a.getByLabel("Ask a SangamPay user (optional)").fill(bPhone);
    await a.getByRole("textbox", { name: "Amount (₹)" }).fill("120");
    await a.getByRole("button", { name: "Create request" }).click();
    await expect(
      a.getByRole("status").filter({ hasText: "Request for ₹120 sent to" }),
    ).toBeVisible();
    await expectAccessible(a);
    await b.goto("/requests");
    await expect(b.getByRole("region", { name: "Asked of you" })).toContainText("₹120");
    await expectScreenAccessible(b, "Requests");
    await b.getByRole("link", { name: /^Pay ₹120 to/ }).click();
    await expectScreenAccessible(b, "Pay request");

    // The confirm step with the registry's name before the PIN.
    await a.goto("/send-money/enter-details?type=phone");
    await a.getByLabel("Mobile number").fill(bPhone);
    await a.getByRole("button", { name: "Set amount to ₹500" }).click();
    await a.getByRole("button", { name: "Continue" }).click();
    await expect(a.getByText(registeredNameOf(bPhone))).toBeVisible();
    await expectScreenAccessible(a, "Confirm payment");

    for (const [path, heading] of [
      ["/receive", "Receive money"],
      ["/profile/details", "Personal details"],
      ["/profile/security", "Security"],
      ["/transactions", "History"],
    ] as const) {
      await a.goto(path);
      await expectScreenAccessible(a, heading);
    }
  });
}
