import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { signUpBusiness } from "../e2e/business-helpers";
import { signInWithOtp, toastTitled, typePin } from "../e2e/helpers";
import { makeLink } from "./merchant";
import { balanceOf, newPhoneWith, phones, registeredNameOf, walletBalance } from "./phones";

/**
 * A merchant's payment link on the connected wallet: two browser contexts are the merchant's
 * phone and a customer's. The server keeps the link; the customer opens its address, signs in
 * if need be, and pays it with the PIN; the merchant's list turns Paid without a reload. The
 * server pays a link once: a second payment, from any phone, is refused as already paid.
 */

const newPhone = newPhoneWith("96");

test("a merchant's ₹499 link paid from another phone shows Paid on the merchant's phone, live; a second payment is refused", async ({
  browser,
}) => {
  test.slow();
  const [{ page: merchant, phone: merchantPhone }] = await phones(browser, 1, newPhone);
  // The customer's phone signs in from the link itself (below): its number only.
  const customerPhone = newPhone();
  const merchantBefore = await walletBalance(merchant);
  // The server keeps the business: the customer is told its name, not the account's.
  await signUpBusiness(merchant, "Lakshmi Tiffins");

  const url = await makeLink(merchant, 499, "Order 1042");
  expect(new URL(url).searchParams.get("link")).toMatch(/^[\da-f-]{36}$/);
  const list = merchant.getByRole("region", { name: "Your links" }).getByRole("listitem");
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText("₹499");
  await expect(list.first()).toContainText("Order 1042");
  await expect(list.first()).toContainText("Waiting");
  await expectAccessible(merchant);

  // The customer's phone has never signed in: the link asks for it, then opens again.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(url);
  await expect(
    customer.getByRole("heading", { level: 1, name: "Sign in to pay this link" }),
  ).toBeVisible();
  await customer.getByRole("link", { name: "Sign in", exact: true }).click();
  await signInWithOtp(customer, customerPhone);
  await typePin(customer, "135790");
  await expect(customer.getByRole("heading", { level: 1, name: "Confirm your PIN" })).toBeVisible();
  await customer.keyboard.type("135790");
  const merchantName = "Lakshmi Tiffins";
  await expect(customer.getByRole("main")).not.toContainText(registeredNameOf(merchantPhone));
  await expect(
    customer.getByRole("heading", { level: 1, name: `Pay ${merchantName}` }),
  ).toBeVisible();
  expect(new URL(customer.url()).search).toBe(new URL(url).search);
  await expect(customer.getByRole("heading", { level: 2, name: "₹499" })).toBeVisible();
  await expect(customer.getByText(`${merchantName} asks for payment`)).toBeVisible();
  await expect(customer.getByText("Order 1042")).toBeVisible();
  // The business's own UPI ID, as the server gave it at sign-up: not a sample one, not a phone.
  const businessUpi = /^lakshmi\.tiffins\d*@sangambiz$/;
  await expect(customer.getByText(businessUpi)).toBeVisible();
  await expectAccessible(customer);
  const customerBefore = await balanceOf(customer);
  await customer.goto(url);

  await customer.getByRole("button", { name: "Pay ₹499" }).click();
  await expect(customer.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(customer.getByRole("region", { name: "Payment summary" })).toContainText(
    merchantName,
  );
  await typePin(customer, "135790");
  await expect(
    customer.getByRole("heading", { level: 1, name: "Payment successful" }),
  ).toBeVisible();

  // The merchant did nothing: its open list turns Paid, announced.
  await expect(toastTitled(merchant, "Payment link paid: ₹499")).toBeVisible({ timeout: 5_000 });
  await expect(list.first()).toContainText("Paid");
  await expect(list.first()).toContainText(`Paid by ${registeredNameOf(customerPhone)}`);
  await expect(list.first()).not.toContainText("Waiting");

  // Opened again, on this phone or another, the link is paid already and offers nothing to pay.
  await customer.goto(url);
  await expect(customer.getByRole("heading", { level: 1, name: "Already paid" })).toBeVisible();
  await expect(customer.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  const [{ page: late }] = await phones(browser, 1, newPhone);
  const lateBefore = await walletBalance(late);
  await late.goto(url);
  await expect(late.getByRole("heading", { level: 1, name: "Already paid" })).toBeVisible();
  await expect(late.getByRole("main")).toContainText("A link is paid only once");

  // Money moved once: the merchant +₹499; the customer −₹499, and this first payment earned
  // FIRST100's 10% back as a credit of its own (₹49.90, down to whole rupees: ₹49); the late
  // phone nothing.
  expect(await balanceOf(merchant)).toBe(merchantBefore + 499);
  expect(await balanceOf(customer)).toBe(customerBefore - 499 + 49);
  expect(await balanceOf(late)).toBe(lateBefore);

  // A link is not a request between people: neither side's Requests screen lists it.
  for (const page of [merchant, customer]) {
    await page.goto("/requests");
    for (const name of ["You asked", "Asked of you"]) {
      const region = page.getByRole("region", { name });
      await expect(region).toBeVisible();
      await expect(region.getByRole("listitem")).toHaveCount(0);
    }
  }
});

test("two phones on the confirm step of one link: the first pays it, the second is told it is paid already", async ({
  browser,
}) => {
  test.slow();
  const [{ page: merchant }, { page: first }, { page: second }] = await phones(
    browser,
    3,
    newPhone,
  );
  await signUpBusiness(merchant);
  const url = await makeLink(merchant, 250, "Table 4");
  const secondBefore = await walletBalance(second);

  for (const phone of [first, second]) {
    await phone.goto(url);
    await phone.getByRole("button", { name: "Pay ₹250" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  }
  await typePin(first, "135790");
  await expect(first.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await typePin(second, "135790");
  await expect(second.getByRole("alert")).toContainText(
    "This link has already been paid. It can't be paid twice.",
  );
  await expect(
    merchant.getByRole("region", { name: "Your links" }).getByRole("listitem").first(),
  ).toContainText("Paid");
  expect(await balanceOf(second)).toBe(secondBefore);
});

test("a merchant cancels an open link after confirming; the list says Cancelled and the customer cannot pay it", async ({
  browser,
}) => {
  test.slow();
  const [{ page: merchant }, { page: customer }] = await phones(browser, 2, newPhone);
  await signUpBusiness(merchant, "Ganga Sweets");
  const url = await makeLink(merchant, 180, "Box of laddus");
  const item = merchant.getByRole("region", { name: "Your links" }).getByRole("listitem").first();
  await item.getByRole("button", { name: "Cancel the ₹180 link" }).click();
  const confirm = item.getByRole("group", { name: "Cancel the ₹180 link" });
  await expect(confirm).toContainText("Your customer can no longer pay it.");
  await expectAccessible(merchant);
  // Keeping it changes nothing; cancelling it closes it on the server.
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(item).toContainText("Waiting");
  await item.getByRole("button", { name: "Cancel the ₹180 link" }).click();
  await item.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toastTitled(merchant, "Link for ₹180 cancelled")).toBeVisible();
  await expect(item).toContainText("Cancelled");
  await expect(item.getByRole("button", { name: /Cancel/ })).toHaveCount(0);

  await customer.goto(url);
  await expect(customer.getByRole("main")).toContainText(
    "Ganga Sweets cancelled the link for ₹180",
  );
  await expect(customer.getByRole("main")).toContainText("Nothing was paid.");
  await expect(customer.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  // Read again after a reload, the merchant's list still says Cancelled (the server's word).
  await merchant.reload();
  await expect(
    merchant.getByRole("region", { name: "Your links" }).getByRole("listitem").first(),
  ).toContainText("Cancelled");
});
