import type { Page } from "@playwright/test";
import { expect, test } from "@repo/e2e/fixtures";

import { appOwnsPage } from "./helpers";
import { qrPng } from "./qr-fixtures";

/** Records whether the QR decoder's chunk has been fetched. */
function watchDecoder(page: Page) {
  const fetched: string[] = [];
  page.on("response", (response) => {
    if (/qr-decode-library-[\w-]+\.js$/.test(response.url())) fetched.push(response.url());
  });
  return fetched;
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = "image/png") {
  await appOwnsPage(page);
  await page.getByLabel("QR code image").setInputFiles({ name, mimeType, buffer });
}

test("a QR saved on /receive is read on /scan-pay, and refused: it would pay yourself", async ({
  page,
}) => {
  const decoder = watchDecoder(page);
  await page.goto("/receive");
  await page.getByLabel("Request an amount (optional)").fill("250");
  await expect(
    page.getByRole("img", { name: "QR code to pay Priya Sharma ₹250, UPI ID priya.sharma@sangam" }),
  ).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save as image" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("sangampay-qr-priya.sharma-250.png");
  await expect(page.getByRole("status").filter({ hasText: "QR code saved" })).toBeVisible();
  const saved = test.info().outputPath("receive-qr.png");
  await download.saveAs(saved);

  await page.goto("/scan-pay");
  await expect(page.getByRole("heading", { level: 1, name: "Scan & Pay" })).toBeVisible();
  // Debian's headless Chromium has no BarcodeDetector: this exercises the library decoder,
  // which is fetched only now, when a picture is to be read.
  expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);
  expect(decoder).toEqual([]);
  await appOwnsPage(page);
  await page.getByLabel("QR code image").setInputFiles(saved);

  await expect(
    page.getByRole("alert").filter({ hasText: "This is your own UPI ID" }),
  ).toBeVisible();
  expect(decoder).toHaveLength(1);
  await expect(page).toHaveURL(/\/scan-pay$/);
});

test("a merchant QR with a note prefills the recipient, amount and note", async ({ page }) => {
  await page.goto("/scan-pay");
  await upload(
    page,
    "chai.png",
    qrPng("upi://pay?pa=chaipoint@okicici&pn=Chai%20Point&am=180&cu=INR&tn=Masala%20chai"),
  );
  await expect(page).toHaveURL(/\/send-money\/enter-details\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Send to a UPI ID" })).toBeVisible();
  await expect(page.getByLabel("UPI ID", { exact: true })).toHaveValue("chaipoint@okicici");
  await expect(page.getByLabel("Amount (₹)")).toHaveValue("180");
  await expect(page.getByLabel("Note (optional)")).toHaveValue("Masala chai");
});

test("an amount in paise is prefilled with its paise and confirmed as it is", async ({ page }) => {
  await page.goto("/scan-pay");
  await upload(page, "paise.png", qrPng("upi://pay?pa=shop@okaxis&pn=Kirana&am=49.50&cu=INR"));
  await expect(page).toHaveURL(/type=upi&recipient=shop%40okaxis&name=Kirana&amount=49.5$/);
  await expect(page.getByLabel("Amount (₹)")).toHaveValue("49.5");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/amount=49.5$/);
  await expect(page.getByText("₹49.50").first()).toBeVisible();
});

test("a QR that is not a payment gets a clear message and stays on the screen", async ({
  page,
}) => {
  await page.goto("/scan-pay");
  await upload(page, "wifi.png", qrPng("WIFI:S:Home;T:WPA;P:<script>alert(1)</script>;;"));
  // The screen's fields keep their own (empty) alerts in place: read the one about the code.
  await expect(page.getByRole("alert").filter({ hasText: "It reads" })).toHaveText(
    "This QR code is not a UPI payment code, so there is nothing to pay. It reads: “WIFI:S:Home;T:WPA;P:<script>alert(1)</script>;;”",
  );
  await expect(page).toHaveURL(/\/scan-pay$/);

  await upload(page, "bad.png", qrPng("upi://pay?pa=shop@okaxis&am=12&cu=USD"));
  await expect(page.getByRole("alert").filter({ hasText: "rupees" })).toHaveText(
    "This payment code is not in rupees. UPI payments are in rupees only.",
  );
});

test("a picture without a QR code, or a file that is no picture, is explained", async ({
  page,
}) => {
  await page.goto("/scan-pay");
  await upload(page, "notes.txt", Buffer.from("hello"), "text/plain");
  await expect(page.getByRole("alert").filter({ hasText: "picture" })).toHaveText(
    "This file is not a picture we can open. Choose a PNG or JPEG image.",
  );
  await upload(page, "blank.png", qrPng("x").subarray(0, 40));
  await expect(page.getByRole("alert").filter({ hasText: "picture" })).toContainText(
    /not a picture we can open/,
  );
});

test("a typed UPI ID or pasted upi:// link opens the send flow", async ({ page }) => {
  await page.goto("/scan-pay");
  const field = page.getByLabel("UPI ID or UPI payment link");
  const go = page.getByRole("button", { name: "Continue" });
  await expect(go).toBeDisabled();
  await field.fill("not an id");
  await go.click();
  await expect(
    page.getByText("Enter a UPI ID such as name@bank, or paste a upi://pay link."),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("rahul.verma@sangam");
  await go.click();
  await expect(page).toHaveURL(/type=upi&recipient=rahul\.verma%40sangam$/);

  await page.goto("/scan-pay");
  await field.fill("upi://pay?pa=anjali.reddy@sangam&pn=Anjali&am=700");
  await go.click();
  await expect(page).toHaveURL(/recipient=anjali\.reddy%40sangam&name=Anjali&amount=700$/);
});

test("camera refusal is explained and upload and manual entry stay available", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await page.goto("/scan-pay");
  await expect(page.getByText(/SangamPay needs your camera/)).toBeVisible();
  await page.getByRole("button", { name: "Turn on camera" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Camera access was refused" }),
  ).toContainText("upload a picture of the QR code or enter the UPI ID below");
  await expect(page.getByRole("button", { name: "Try the camera again" })).toBeEnabled();
  await expect(page.getByLabel("QR code image")).toBeEnabled();
  await expect(page.getByLabel("UPI ID or UPI payment link")).toBeEditable();
});

test("a device without a camera is told so", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Requested device not found", "NotFoundError"));
  });
  await page.goto("/scan-pay");
  await page.getByRole("button", { name: "Turn on camera" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No camera was found" })).toBeVisible();
});

test("the camera stream stops on Turn off and when leaving the screen", async ({ page }) => {
  await page.addInitScript(() => {
    // A blank canvas stands in for the camera; the test keeps its tracks to check them.
    const tracks: MediaStreamTrack[] = [];
    Object.assign(window, { cameraTracks: tracks });
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 320;
      canvas.height = 240;
      canvas.getContext("2d")?.fillRect(0, 0, 320, 240);
      const stream = canvas.captureStream(5);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
  const trackStates = () =>
    page.evaluate(() =>
      (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map(
        (track) => track.readyState,
      ),
    );
  await page.goto("/scan-pay");
  await page.getByRole("button", { name: "Turn on camera" }).click();
  await expect(
    page.getByText("Point the camera at a QR code. It is read automatically."),
  ).toBeVisible();
  await expect(page.getByLabel("Camera preview")).toBeVisible();
  expect(await trackStates()).toEqual(["live"]);
  await page.getByRole("button", { name: "Turn off camera" }).click();
  await expect.poll(trackStates).toEqual(["ended"]);

  await page.getByRole("button", { name: "Turn on camera" }).click();
  await expect(page.getByRole("button", { name: "Turn off camera" })).toBeVisible();
  expect(await trackStates()).toEqual(["ended", "live"]);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Priya/ })).toBeVisible();
  await expect.poll(trackStates).toEqual(["ended", "ended"]);
});
