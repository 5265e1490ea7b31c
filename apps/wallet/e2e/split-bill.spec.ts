import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "@repo/e2e/fixtures";

import { typePin } from "./helpers";

/** ₹900 for dinner, shared by you, Rahul and Anjali. */
async function startSplit(page: Page) {
  await page.goto("/split");
  await page.getByLabel("Amount (₹)").fill("900");
  await page.getByLabel("What was it for? (optional)").fill("Dinner");
  await page.getByRole("checkbox", { name: "Rahul Verma" }).check();
  await page.getByRole("checkbox", { name: "Anjali Reddy" }).check();
}

const shares = (page: Page) => page.getByRole("region", { name: "Shares" }).getByRole("listitem");

test("a ₹900 split among three shows ₹300 each and refuses custom shares that do not add up", async ({
  page,
}) => {
  await startSplit(page);
  await expect(page.getByRole("checkbox", { name: /^You/ })).toBeChecked();
  await expect(page.getByText("₹300 each")).toBeVisible();
  await expect(shares(page)).toHaveText(["You₹300", "Rahul Verma₹300", "Anjali Reddy₹300"]);
  const send = page.getByRole("button", { name: "Send requests" });
  await expect(send).toBeEnabled();

  await page.getByRole("radio", { name: "Custom amounts" }).check();
  await page.getByLabel("Your share (₹)").fill("400");
  await page.getByLabel("Rahul Verma's share (₹)").fill("300");
  await page.getByLabel("Anjali Reddy's share (₹)").fill("150");
  const check = page.getByRole("status").filter({ hasText: "The shares add up" });
  await expect(check).toHaveText("The shares add up to ₹850: ₹50 short of ₹900.");
  await expect(send).toBeDisabled();
  await page.getByLabel("Anjali Reddy's share (₹)").fill("250");
  await expect(check).toHaveText("The shares add up to ₹950: ₹50 more than ₹900.");
  await expect(send).toBeDisabled();
  await page.getByLabel("Anjali Reddy's share (₹)").fill("200");
  await expect(check).toHaveText("The shares add up to ₹900.");
  await expect(send).toBeEnabled();

  // A letter typed into a share stays, with its reason, and the requests wait.
  const rahul = page.getByLabel("Rahul Verma's share (₹)");
  await rahul.press("End");
  await rahul.pressSequentially("x");
  await expect(rahul).toHaveValue("300x");
  await expect(rahul).toHaveAccessibleDescription(
    "Amounts take digits and one decimal point only.",
  );
  await expect(send).toBeDisabled();
});

test("equal shares keep every paisa: ₹1,000 among three", async ({ page }) => {
  await page.goto("/split");
  await page.getByLabel("Amount (₹)").fill("1000");
  await page.getByRole("checkbox", { name: "Rahul Verma" }).check();
  await page.getByRole("checkbox", { name: "Anjali Reddy" }).check();
  await expect(shares(page)).toHaveText([
    "You₹333.34",
    "Rahul Verma₹333.33",
    "Anjali Reddy₹333.33",
  ]);
});

test("a request goes to each person, and the split shows who has paid", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await startSplit(page);
  await page.getByRole("button", { name: "Send requests" }).click();

  const split = page.getByRole("article", { name: "Dinner, ₹900" });
  await expect(split.getByRole("heading", { name: "Dinner, ₹900" })).toBeFocused();
  await expect(split).toContainText("0 of 2 paid");
  const rahul = split.getByRole("group", { name: "Send Rahul Verma the request for ₹300" });
  await expect(rahul.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919812345670\?text=Priya%20Sharma%20asks%20you%20to%20pay%20%E2%82%B9300%20for%20Dinner/,
  );
  await expect(rahul.getByRole("link", { name: "SMS" })).toHaveAttribute(
    "href",
    /^sms:\+919812345670\?body=/,
  );
  await rahul.getByRole("button", { name: "Copy link" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get("amount")).toBe("300");

  // Rahul pays his share.
  await page.goto(link);
  await page.getByRole("button", { name: "Pay ₹300" }).click();
  await typePin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  await page.goto("/split");
  await expect(split).toContainText("1 of 2 paid");
  const rows = split.getByRole("listitem");
  await expect(rows.filter({ hasText: "Rahul Verma" })).toContainText("Paid");
  await expect(rows.filter({ hasText: "Anjali Reddy" })).toContainText("Pending");
  await expect(rows.filter({ hasText: "You" })).toContainText("Your share");
});

// Both themes on one walk: light, then dark as the system turns dark, at each step.
test("/split has no serious axe violation, in both themes", async ({ page }) => {
  await startSplit(page);
  await page.getByRole("radio", { name: "Custom amounts" }).check();
  await page.getByLabel("Your share (₹)").fill("100");
  await expect(page.getByRole("status").filter({ hasText: "short of" })).toBeVisible();
  await expectAccessibleInBothThemes(page, "light");
  await page.getByRole("radio", { name: "Equally" }).check();
  await page.getByRole("button", { name: "Send requests" }).click();
  await expect(page.getByRole("article", { name: "Dinner, ₹900" })).toBeVisible();
  await expectAccessibleInBothThemes(page, "dark");
});
