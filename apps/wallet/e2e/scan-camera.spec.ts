import { chromiumLaunchOptions } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

import { writeQrCameraVideo } from "./qr-fixtures";

// Chromium plays this video as the camera: a real payment QR in front of the live scanner.
const video = writeQrCameraVideo(
  "upi://pay?pa=mutale.banda@sangam&pn=Mutale%20Banda&am=1200&cu=INR",
  "sangampay-e2e-camera",
);

test.use({
  permissions: ["camera"],
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test("the camera reads a payment QR and opens the prefilled send flow", async ({ page }) => {
  await page.goto("/scan-pay");
  await page.getByRole("button", { name: "Turn on camera" }).click();
  await expect(page).toHaveURL(
    /\/send-money\/enter-details\?type=upi&recipient=mutale\.banda%40sangam&name=Mutale\+Banda&amount=1200$/,
  );
  await expect(page.getByLabel("Amount (₹)")).toHaveValue("1200");
});
