import { expect, test } from "@repo/e2e/fixtures";

/**
 * Issue 30's "no waterfall": a direct load of a screen asks for the scripts it needs in parallel.
 * Each request's depth is how many fetches came before it in its chain (the page itself is 0, a
 * script the HTML names is 1, a script that one imports is 2, ...), from Chromium's own record of
 * who asked for what. The scripts of any screen arrive within two round trips after the page.
 */
type Sent = {
  requestId: string;
  request: { url: string };
  type?: string;
  initiator: {
    type: string;
    url?: string;
    stack?: { callFrames: { url: string }[]; parent?: unknown };
  };
};

// A screen of each kind: the home screen, the history, a receipt (the sample's newest entry), a
// payment form, a profile page, a chart (all without signing in: a visitor has the sample
// wallet), and a prerendered entry screen.
const screens = [
  "/dashboard",
  "/transactions",
  "/transactions/t1",
  "/recharge",
  "/profile/details",
  "/insights",
  "/onboarding",
];

for (const path of screens) {
  test(`a direct load of ${path} fetches its scripts within two round trips`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const depth = new Map<string, number>();
    cdp.on("Network.requestWillBeSent", (event: Sent) => {
      const { url } = event.request;
      const asker =
        event.initiator.url ?? event.initiator.stack?.callFrames.find((frame) => frame.url)?.url;
      const level = asker === undefined ? 0 : (depth.get(asker.split("#")[0]!) ?? 0) + 1;
      if (!depth.has(url)) depth.set(url, level);
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The entry screens start their scripts after the first paint.
    await page.waitForFunction(
      () => !document.getElementById("root")?.hasAttribute("data-prerendered"),
    );
    await page.waitForLoadState("networkidle");
    const scripts = [...depth].filter(([url]) => new URL(url).pathname.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const late = scripts.filter(([, level]) => level > 2).map(([url]) => new URL(url).pathname);
    expect(late, "scripts found only three or more requests deep").toEqual([]);
  });
}
