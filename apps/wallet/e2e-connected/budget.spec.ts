import { expect, test } from "@repo/e2e/fixtures";

import { scriptBytes } from "../e2e/script-bytes";
import { newPhoneWith, phoneOf } from "./phones";

/**
 * The connected wallet's size budgets (dist-connected/), as e2e/budget.spec.ts keeps the local
 * build's: the JavaScript (gzip) a screen fetches until the network is idle, loaded directly on a
 * signed-in phone. Its own figures, since the connected screens carry the server's client (the
 * live feed, the PIN kept by the server, requests between accounts) that the local build leaves
 * out. Budgets are the measured sizes plus about 1 KiB.
 */
const KiB = 1024;
const jsBudgetKiB: Record<string, number> = {
  "/login": 144, // measured 143.0
  "/dashboard": 163, // measured 161.9
  "/send-money": 149, // measured 147.8
  "/send-money/enter-details?type=phone": 172, // measured 171.1
  "/transactions": 171.5, // measured 170.5
  "/receive": 161.5, // measured 160.3
  "/request": 180.8, // measured 179.7
  "/requests": 167.8, // measured 166.7
  "/split": 180.2, // measured 179.2
  "/profile": 156, // measured 154.9
  "/profile/security": 152.5, // measured 151.5
};

const { gzipSize, scriptsFor } = scriptBytes("dist-connected");
const newPhone = newPhoneWith("95");

test("each connected screen stays within its JavaScript budget", async ({ browser, page }) => {
  test.slow();
  const measured: string[] = [];
  const within = async (path: string, files: string[]) => {
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    measured.push(`${path}: ${(total / KiB).toFixed(2)} KiB in ${files.length} files`);
    expect.soft(total, path).toBeLessThanOrEqual(jsBudgetKiB[path]! * KiB);
  };

  // The login screen, as a visitor meets it.
  await within(
    "/login",
    await scriptsFor(page, "/login", () =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    ),
  );

  const phone = await phoneOf(browser, newPhone());
  for (const path of Object.keys(jsBudgetKiB).filter((path) => path !== "/login")) {
    await within(
      path,
      await scriptsFor(phone, path, () =>
        expect(phone.getByRole("heading", { level: 1 })).toBeVisible(),
      ),
    );
  }
  test.info().annotations.push({ type: "connected JS (gzip)", description: measured.join("; ") });
  console.log(measured.join("\n"));
});
