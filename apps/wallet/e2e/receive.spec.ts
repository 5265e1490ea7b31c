import { expect, test } from "@repo/e2e/fixtures";

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
  await expect(amount).toHaveValue("");
  await expect(page.getByText("Amounts take digits and one decimal point only.")).toBeVisible();
  await amount.fill("125");
  await expect(qr).toHaveAccessibleName(
    "QR code to pay Priya Sharma ₹125, UPI ID priya.sharma@sangam",
  );
  await expect(page.getByText("Requesting ₹125")).toBeVisible();
  expect(await qr.locator("path").getAttribute("d")).not.toBe(before);
  await amount.fill("0");
  await expect(page.getByText("Enter an amount of ₹1 or more.")).toBeVisible();
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
