// The connected wallet's account screens need an account: `pnpm bench --connected` signs a new
// one in, in the Chromium Lighthouse then measures, through the wallet's own login (the sandbox
// shows the code on screen), creates its PIN and lets the dashboard keep its last known view; for
// the screen that makes the PIN, it stops at that screen (`connectedVisitor` in routes.js).
// Lighthouse then keeps that storage (the session, the kept view, the cookie), but the HTTP cache,
// the service worker and its precache are emptied first, so each load is measured cold.
import puppeteer from "puppeteer-core";

const PIN = "135790";
let next = 0;

/** A mobile number no earlier run of this bench used: 9, then nine digits from the clock. */
export function freshPhone(now = Date.now(), count = next++) {
  const digits = String((Math.floor(now / 1000) * 10 + (count % 10)) % 1_000_000_000);
  return `9${digits.padStart(9, "1")}`;
}

/**
 * Signs a new account in at `origin` in the Chromium listening on `port`, then empties its HTTP
 * cache. `pin: false` stops where the wallet asks the new account for its PIN. Throws with the
 * step that failed.
 * @param {number} port
 * @param {string} origin
 * @param {{ pin?: boolean }} [options]
 */
export async function signInFresh(port, origin, { pin = true } = {}) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const step = async (/** @type {string} */ what, /** @type {() => Promise<unknown>} */ run) => {
      try {
        await run();
      } catch (error) {
        throw new Error(`signing in for the bench: ${what}`, { cause: error });
      }
    };
    await step("the login page", async () => {
      await page.goto(`${origin}/login`, { waitUntil: "load" });
      // The page is prerendered: the form is the app's once it has taken the page over.
      await page.waitForFunction(
        () => !document.getElementById("root")?.hasAttribute("data-prerendered"),
      );
    });
    await step("the number", () => page.locator("::-p-aria(Mobile number)").fill(freshPhone()));
    await step("Send OTP", () => page.locator('::-p-aria(Send OTP[role="button"])').click());
    let otp = "";
    await step("the code on screen", async () => {
      const code = await page.waitForFunction(
        () => /(\d{6})/.exec(document.querySelector('[role="note"]')?.textContent ?? "")?.[1],
      );
      otp = /** @type {string} */ (await code.jsonValue());
    });
    await step("the code", () => page.locator("::-p-aria(One-time code)").fill(otp));
    await step("Verify", () => page.locator('::-p-aria(Verify[role="button"])').click());
    for (const heading of pin ? ["Create your PIN", "Confirm your PIN"] : ["Create your PIN"]) {
      await step(heading, async () => {
        await page.locator(`::-p-aria(${heading}[role="heading"])`).wait();
        await page.locator('::-p-aria(Delete last digit[role="button"])').wait();
        if (pin) await page.keyboard.type(PIN);
      });
    }
    if (pin) {
      await step("the dashboard", () =>
        page.waitForFunction(() => location.pathname === "/dashboard"),
      );
      // The dashboard has the server's figures and has kept them as the last known view.
      await step("the balance", () =>
        page.waitForFunction(
          () => !document.body.textContent?.includes("Showing your last known balance"),
        ),
      );
    }
    await page.waitForNetworkIdle({ idleTime: 500 });
    // Cold again, the account kept: no HTTP cache, no service worker or its precache.
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "service_workers,cache_storage",
    });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
