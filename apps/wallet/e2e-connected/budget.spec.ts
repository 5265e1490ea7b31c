import { fileURLToPath } from "node:url";

import { budgetsOf, filesFetched } from "@repo/e2e/budget";
import { expect, test } from "@repo/e2e/fixtures";

import { walletScreens } from "../e2e/route-tree";
import { newPhoneWith, phoneOf } from "./phones";

/**
 * The connected wallet's size budgets (dist-connected/), as e2e/budget.spec.ts keeps the local
 * build's: the JavaScript (gzip) a screen fetches until the network is idle, loaded directly on a
 * signed-in phone, for every screen of the route tree (`walletScreens`: a new screen is measured
 * without an edit). Its own figures, since the connected screens carry the server's client (the
 * live feed, the PIN kept by the server, requests between accounts) that the local build leaves
 * out. Budgets are the measured sizes plus about 1 KiB; a screen without one is held to the
 * heaviest screen's.
 */
const jsBudgetKiB: Record<string, number> = {
  "/login": 145.1, // measured 144.67
  "/dashboard": 170.8, // measured 170.37
  "/send-money": 153.2, // measured 152.71
  "/send-money/enter-details": 178.3, // measured 177.84
  "/transactions": 177.2, // measured 176.77
  "/receive": 166.2, // measured 165.74
  "/request": 185.8, // measured 185.31
  "/requests": 172.9, // measured 172.43
  "/split": 186.6, // measured 186.15
  "/profile": 160.6, // measured 160.20
  "/profile/security": 156.7, // measured 156.26
};
/** Where a screen's path alone does not open it (a sample id, search values). */
const urlOf: Record<string, string> = {
  "/send-money/enter-details": "/send-money/enter-details?type=phone",
  "/send-money/confirm": "/send-money/confirm?type=phone&recipient=9876543210&amount=500",
  "/transactions/$id": "/transactions/TXN0000000001",
};

const { expectWithin, gzipSize } = budgetsOf(
  fileURLToPath(new URL("../dist-connected/", import.meta.url)),
  jsBudgetKiB,
);
const newPhone = newPhoneWith("95");
/**
 * The way in is measured as a visitor meets it (/login); the screens around it lead a signed-in
 * phone to its PIN (/, /splash) or sign-in steps, and would lock it for the screens after them.
 */
const wayIn = new Set(["/", "/splash", "/onboarding", "/login", "/create-pin", "/unlock"]);
/** Business screens lead an account without a business to /business/signup, measured once. */
const business = (path: string) => path.startsWith("/business") && path !== "/business/signup";
const screens = walletScreens().filter(({ path }) => !wayIn.has(path) && !business(path));

test("each connected screen stays within its JavaScript budget", async ({ browser, page }) => {
  // Every screen in turn on one phone: a ceiling for a loaded machine, not a speed.
  test.setTimeout((screens.length + 2) * 15_000);
  const within = (path: string, files: string[]) => expectWithin(path, files, { soft: true });

  // The login screen, as a visitor meets it.
  within(
    "/login",
    await filesFetched(page, "/login", () =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    ),
  );

  const phone = await phoneOf(browser, newPhone());
  // The sign-in ends as the dashboard opens, its parts still arriving: they are not the first
  // screen's (they counted as /add-money's, 176.5 KiB measured as 186.4).
  await phone.goto("/dashboard", { waitUntil: "networkidle" });
  for (const { path } of screens) {
    const url = urlOf[path] ?? path;
    within(
      path,
      // An app shell's page shows its h1 before its scripts start: measured once the app owns it.
      await filesFetched(phone, url, async () => {
        await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(phone.locator("#root")).not.toHaveAttribute("data-prerendered");
      }),
    );
    // Measured on the screen itself, not where a guard sent the phone instead.
    expect.soft(new URL(phone.url()).pathname, url).toBe(url.split("?")[0]);
  }
});

/**
 * What follows a session (the server ending it, money arriving: stores/sign-out.ts and
 * stores/live-start.ts, and the API's client and the session store they bring) loads only once
 * there is one to follow: a visitor who never signed in downloads none of it on the way in. The
 * login screen needs the session store (and its storage) to sign in.
 */
const followers = ["sign-out", "live-start", "api-client"];
const notFetchedAtStart: Record<string, string[]> = {
  "/splash": [...followers, "session-store", "safe-storage"],
  "/onboarding": [...followers, "session-store", "safe-storage"],
  "/login": followers,
};

test("a signed-out start fetches nothing that follows a session", async ({ page }) => {
  for (const [path, names] of Object.entries(notFetchedAtStart)) {
    const files = await filesFetched(page, path, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
    });
    console.log(
      `start ${path}:`,
      [...new Set(files)].map((file) => `${file} ${gzipSize(file)}`),
    );
    const fetched = files.map((file) => /^assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file);
    expect
      .soft(
        fetched.filter((name) => names.includes(name)),
        path,
      )
      .toEqual([]);
  }
});
