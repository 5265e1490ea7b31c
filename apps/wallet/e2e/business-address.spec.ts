import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { localStorageNames } from "../src/lib/storage-names";
import { signUpBusiness } from "./business-helpers";

// Issue 32, point 4: a business is paid at its own UPI ID, shown with its own name, never at the
// sample shop's `freshmart@okhdfcbank`.
test("a business signed up as Lakshmi Tiffins is paid at its own UPI ID on its QR, links and the payer's screen", async ({
  page,
}) => {
  await signUpBusiness(page, "Lakshmi Tiffins");
  await page.goto("/business/qr");
  await expect(
    page.getByRole("img", { name: "UPI QR code to pay Lakshmi Tiffins at Banjara Hills" }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText("lakshmi.tiffins@sangambiz");
  await expect(page.getByRole("main")).not.toContainText("freshmart");
  await expectAccessible(page);

  await page.goto("/business/links");
  await page.getByLabel("Amount in rupees").fill("120");
  await page.getByRole("button", { name: "Create link" }).click();
  const made = page.getByRole("region", { name: "Link for ₹120 ready to share" });
  const sms = decodeURIComponent(
    (await made.getByRole("link", { name: "SMS" }).getAttribute("href"))!,
  );
  const link = new URL(/http\S+/.exec(sms)![0]);
  expect(link.searchParams.get("to")).toBe("lakshmi.tiffins@sangambiz");
  expect(link.searchParams.get("name")).toBe("Lakshmi Tiffins");

  // The customer's pay screen names the business and its own address.
  await page
    .getByRole("region", { name: "Your links" })
    .getByRole("link", { name: "Open the ₹120 link" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay Lakshmi Tiffins" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("lakshmi.tiffins@sangambiz");
  await expect(page.getByRole("main")).not.toContainText("freshmart");
});

test("a business stored before addresses existed gets its own UPI ID, keeping its name and sales", async ({
  page,
}) => {
  await signUpBusiness(page, "Sri Durga Sweets");
  // The profile as earlier versions stored it: name, GSTIN and state, no address.
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        state: { profile: { name: "Sri Durga Sweets", gstin: null, stateCode: "36" } },
        version: 1,
      }),
    );
  }, localStorageNames.businessProfile);
  await page.goto("/business/qr");
  await expect(page.getByRole("main")).toContainText("sri.durga.sweets@sangambiz");
  await page.goto("/business");
  await expect(page.getByRole("banner")).toContainText("Sri Durga Sweets · Business");
  await expect(
    page.getByRole("region", { name: "Recent payments" }).getByRole("listitem").first(),
  ).toBeVisible();
});

test("a name in another script still gets a UPI ID of letters and digits", async ({ page }) => {
  await signUpBusiness(page, "శ్రీ కిరాణా");
  await page.goto("/business/qr");
  await expect(page.getByRole("main")).toContainText(/\b[a-z0-9][a-z0-9.]+@sangambiz/);
  await expect(page.getByRole("main")).not.toContainText("freshmart");
});
