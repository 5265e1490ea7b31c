// The visitor a route is measured as (`walletVisitor` in routes.js), made ready in the Chromium
// Lighthouse then measures. The connected wallet's account screens need an account: the bench
// signs a new one in through the wallet's own login (the sandbox shows the code on screen),
// creates its PIN and lets the dashboard keep its last known view; for the screen that makes the
// PIN, it stops at that screen. The business screens, on either build, need a business: the bench
// signs one up through the wallet's own sign-up. Lighthouse then keeps that storage (the session,
// the kept view, the business, the cookie), but the HTTP cache, the service worker and its
// precache are emptied first, so each load is measured cold.
import puppeteer from "puppeteer-core";

const PIN = "135790";
let next = 0;

/** A mobile number no earlier run of this bench used: 9, then nine digits from the clock. */
export function freshPhone(now = Date.now(), count = next++) {
  const digits = String((Math.floor(now / 1000) * 10 + (count % 10)) % 1_000_000_000);
  return `9${digits.padStart(9, "1")}`;
}

/**
 * Makes `visitor` (of `walletVisitor`: `code`, `pin`, `business` or `locked`) at `origin` in the
 * Chromium listening on `port`, then empties its HTTP cache. On the connected build the visitor is
 * a new account, signed in, with its PIN unless `code`; a `business` visitor then signs a business
 * up. A `locked` visitor, on either build, signs in with its PIN and opens the wallet afresh
 * (`/splash`), which locks it. With `entry` (the connected build's `pin` visitor), adds money to
 * the account and returns the address of that payment's receipt. Throws with the step that
 * failed.
 * @param {number} port
 * @param {string} origin
 * @param {"code" | "pin" | "business" | "locked"} visitor
 * @param {{ connected: boolean, entry?: boolean }} build
 * @returns {Promise<{ entry?: string }>}
 */
export async function readyVisitor(port, origin, visitor, { connected, entry = false }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const step = async (/** @type {string} */ what, /** @type {() => Promise<unknown>} */ run) => {
      try {
        await run();
      } catch (error) {
        throw new Error(`making the bench's visitor (${visitor}): ${what}`, { cause: error });
      }
    };
    /** Opens a prerendered page and waits until the app has taken it over. */
    const open = async (/** @type {string} */ path) => {
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      await page.waitForFunction(
        () => !document.getElementById("root")?.hasAttribute("data-prerendered"),
      );
    };
    if (connected || visitor === "locked") await signIn(page, step, open, visitor !== "code");
    /** @type {{ entry?: string }} */
    const ready = {};
    if (connected && visitor === "pin" && entry) {
      // A new account's opening balance has no receipt: ₹500 added from its bank makes one, as the
      // wallet's Add money does (the same API call, with its PIN).
      await step("money added, for a receipt", async () => {
        const id = await page.evaluate(async (pinCode) => {
          const response = await fetch("/api/add-money", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ id: crypto.randomUUID(), amount: "50000", pin: pinCode }),
          });
          if (response.status !== 201) throw new Error(`add money: ${response.status}`);
          return (await response.json()).transfer.id;
        }, PIN);
        ready.entry = `/transactions/${id}`;
      });
    }
    if (visitor === "locked") {
      await step("the wallet opened afresh, locked", async () => {
        await page.goto(`${origin}/splash`);
        await page.locator('::-p-aria(Enter your PIN[role="heading"])').wait();
      });
      // Locked and shown; left at once (its network did not go quiet within 30 s here).
      await page.goto("about:blank");
    } else if (visitor === "business") {
      await step("the business sign-up", () => open("/business/signup"));
      await step("the business's name", () =>
        page.locator("::-p-aria(Business name)").fill("Bench Kirana Store"),
      );
      await step("Start accepting payments", () =>
        page.locator('::-p-aria(Start accepting payments[role="button"])').click(),
      );
      await step("the business's sales", () =>
        page.locator('::-p-aria(Sales[role="heading"])').wait(),
      );
      // Signed up and shown. The business screens keep the server's live feed open, and the
      // network never goes quiet there: they are left at once.
      await page.goto("about:blank");
    } else {
      await step("a quiet network", () => page.waitForNetworkIdle({ idleTime: 500 }));
    }
    // Cold again, the visitor kept: no HTTP cache, no service worker or its precache.
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "service_workers,cache_storage",
    });
    await page.close();
    return ready;
  } finally {
    await browser.disconnect();
  }
}

/**
 * Signs a new account in through the wallet's login; with `pin`, creates its PIN and waits until
 * the dashboard has the server's figures and has kept them; without, stops at "Create your PIN".
 * @param {import("puppeteer-core").Page} page
 * @param {(what: string, run: () => Promise<unknown>) => Promise<void>} step
 * @param {(path: string) => Promise<void>} open
 * @param {boolean} pin
 */
async function signIn(page, step, open, pin) {
  await step("the login page", () => open("/login"));
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
}
