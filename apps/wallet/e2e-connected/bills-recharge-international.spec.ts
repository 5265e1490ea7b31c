import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { typePin } from "../e2e/helpers";
import { newPhone, phoneOf, walletBalance } from "./phones";

/**
 * The connected wallet's payments to the outside: a recharge, a bill and money abroad go to the
 * server, which pays the offers (each its own entry) and says where each payment stands.
 */

const recent = (page: Page) =>
  page.getByRole("region", { name: "Recent transactions" }).getByRole("listitem");

test("a ₹299 recharge: the balance moves by ₹299 less RECHARGE20's ₹20, each its own line", async ({
  browser,
}) => {
  test.slow();
  const a = await phoneOf(browser, newPhone());
  // A first payment of its own that posts at once (a bill; a held bank transfer does not count
  // as the first payment on the server), so that the recharge earns RECHARGE20 alone. A bill is
  // paid once whoever pays it: this test's is not the other test's.
  await a.goto(
    "/bills?country=IN&category=electricity&biller=in-tsspdcl&number=110456790&step=confirm",
  );
  await typePin(a, "135790");
  await expect(a.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
  await a.goto("/dashboard");
  const before = await walletBalance(a);

  await a.goto("/recharge");
  await a.getByLabel("Mobile number").fill("9059012345");
  await expect(a.getByLabel("Operator")).toHaveValue("jio");
  await a.getByRole("radio", { name: /₹299/ }).check();
  await a.getByRole("button", { name: "Recharge for ₹299" }).click();
  await expect(a.getByRole("heading", { level: 1, name: "Confirm recharge" })).toBeVisible();
  await typePin(a, "135790");
  await expect(a.getByRole("heading", { level: 1, name: "Recharge successful" })).toBeVisible();

  await a.goto("/dashboard");
  await expect.poll(() => walletBalance(a)).toBe(before - 299 + 20);
  // The credit is listed above the recharge that earned it.
  await expect(recent(a).nth(0)).toContainText("SangamPay");
  await expect(recent(a).nth(0)).toContainText("₹20");
  await expect(recent(a).nth(1)).toContainText("₹299");
});

test("a bill is paid once: the same bill again is refused, and nothing more leaves", async ({
  browser,
}) => {
  test.slow();
  const a = await phoneOf(browser, newPhone());
  const confirm =
    "/bills?country=IN&category=electricity&biller=in-tsspdcl&number=110456789&step=confirm";
  await a.goto(confirm);
  await typePin(a, "135790");
  await expect(a.getByRole("heading", { level: 1, name: "Bill paid" })).toBeVisible();
  await a.goto("/dashboard");
  const afterFirst = await walletBalance(a);

  await a.goto(confirm);
  await typePin(a, "135790");
  await expect(a.getByRole("alert")).toContainText("This bill has already been paid");
  await a.goto("/dashboard");
  expect(await walletBalance(a)).toBe(afterFirst);
});

test("money abroad at the quote shown: On its way, then Completed", async ({ browser }) => {
  test.slow();
  const a = await phoneOf(browser, newPhone());
  const before = await walletBalance(a);
  await a.goto(
    "/send-money/confirm?type=international&country=ZM&delivery=mobileMoney&recipient=0971234567&holder=Mwila%20Banda&network=Airtel&amount=10000",
  );
  await expect(a.getByText("Enter your 6-digit PIN to pay ₹10,150")).toBeVisible();
  await typePin(a, "135790");
  const status = a.getByRole("region", { name: "Payment details" });
  await expect(status).toContainText("On its way");
  await expect(status).toContainText("Completed", { timeout: 20_000 });
  await a.goto("/dashboard");
  expect(await walletBalance(a)).toBe(before - 10_150);
  await expect(recent(a).first()).toContainText("Mwila Banda");
});
