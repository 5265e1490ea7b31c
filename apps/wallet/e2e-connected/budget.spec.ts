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
  "/login": 144.3, // measured 143.3
  "/dashboard": 164, // measured 163.0
  "/send-money": 149.5, // measured 148.5
  "/send-money/enter-details?type=phone": 173.7, // measured 172.7
  "/transactions": 172.5, // measured 171.5
  "/receive": 162, // measured 161.0
  "/request": 181.8, // measured 180.8
  "/requests": 168.8, // measured 167.8
  "/split": 181.3, // measured 180.3
  "/profile": 156.5, // measured 155.5
  "/profile/security": 153.2, // measured 152.1
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
