import { readFileSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "@repo/e2e/fixtures";
import { layoutShiftScore } from "@repo/e2e/fonts";
import { largestPaint } from "@repo/e2e/paint";
import { LANGUAGE_STORAGE_KEY } from "@repo/i18n/language-provider";
import { sampleBusiness } from "@repo/mock-data/business";
import { contacts } from "@repo/mock-data/contacts";
import { user } from "@repo/mock-data/user";

import { signUpBusiness } from "./business-helpers";
import {
  appOwnsPage,
  holdScripts,
  insightsAcrossTakeOver,
  rupees,
  sample,
  typePin,
  zambia,
} from "./helpers";
import { walletScreens } from "./route-tree";
import { DEFAULT_PIN, expect, test } from "./signed-in";

/**
 * Issue 30 goal 1: every screen that can be drawn without the visitor has its app shell in its
 * HTML (scripts/prerender.mjs): the frame (header, h1, tiles, labels, tab bar) paints before any
 * script runs, every account figure a box of its size, and the app then takes over in place. No
 * sample account's name, number or balance is in any page, and a visitor the app will send to the
 * lock or to sign-in never sees an account's frame.
 */

/**
 * The page's time now (ms from its navigation), while its scripts are held: every paint before it
 * was the frame's, drawn from the HTML alone.
 */
const scriptsHeldSince = (page: Page) => page.evaluate(() => performance.now());

/** Where an element of the screen starts, from the top of the page. */
const topOf = async (locator: Locator) => (await locator.boundingBox())?.y;

/** From the page's start, every layout shift (the Layout Instability API), read by layoutShift. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

/** The cumulative layout shift since the page started (watchLayoutShifts). */
const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );

/** One screen of each kind, its h1 and a label of its frame. */
const kinds = [
  { kind: "home", path: "/dashboard", heading: /^Hello,/, label: "Total balance", tabs: true },
  { kind: "list", path: "/transactions", heading: "History", label: "Filters", tabs: true },
  { kind: "form", path: "/send-money", heading: "Send money", label: "To UPI ID", tabs: false },
  { kind: "profile", path: "/profile", heading: "Profile", label: "App language", tabs: true },
  {
    kind: "business",
    path: "/business",
    heading: "Sales",
    label: "Business balance",
    tabs: false,
    // A business's screens are its frame once it has signed up (without one: the sign-up).
    business: true,
  },
];

for (const { kind, path, heading, label, tabs, business = false } of kinds) {
  test(`${path} (${kind}): its frame and h1 show before any script runs`, async ({ page }) => {
    if (business) await signUpBusiness(page, businessName);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    if (tabs) {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
    await expect(page.locator("body")).not.toContainText(sample.name);
    await expect(page.locator("body")).not.toContainText(sample.total);
    release();
    // The app draws the screen in its place.
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

/**
 * Screens whose content the visitor brings (a pay link, their own QR) or their own today decides
 * (a month's insights, a statement's period): their frame holds what is the same for everyone,
 * with boxes where the account's figures, its QR and the dates go: never a date of the build.
 */
const noFigures = [user.name, user.upiId, sample.total, "₹0"];
const businessName = "Asha Kirana Store";
const noBusiness = [
  sampleBusiness.legalName,
  sampleBusiness.displayName,
  sampleBusiness.vpa,
  sampleBusiness.settlementAccount.bankName,
];
const broughtKinds = [
  { kind: "own QR", path: "/receive", heading: "Receive money", label: "Copy UPI ID" },
  {
    kind: "pay link",
    // A field of a link, but not a whole one: checked by the app, which then refuses it.
    path: "/pay?id=NOT-A-LINK",
    heading: "Checking the payment link…",
    label: "Not now",
    after: "This link can't be paid",
  },
  { kind: "month", path: "/insights", heading: "Insights", label: "Top payees" },
  { kind: "period", path: "/transactions/statement", heading: "Statement", label: "Download PDF" },
  {
    kind: "business QR",
    business: true,
    path: "/business/qr",
    heading: "Business QR",
    label: "Download printable standee",
    absent: noBusiness,
  },
  {
    kind: "business links",
    business: true,
    path: "/business/links",
    heading: "Payment links",
    label: "Your links",
    absent: [...noBusiness, "No payment links yet."],
  },
  {
    kind: "business invoices",
    business: true,
    path: "/business/invoices",
    heading: "GST invoices",
    label: "Place of supply",
    // The new invoice's totals are the empty form's (₹0): the same for everyone.
    absent: [...noBusiness, "Telangana", "No invoices yet."],
  },
  {
    kind: "business month",
    business: true,
    path: "/business/reports",
    heading: "Reports",
    label: "Gross sales",
    absent: [...noBusiness, ...noFigures],
  },
  {
    kind: "business balance",
    business: true,
    path: "/business/settlements",
    heading: "Settlements",
    label: "Settlement history",
    absent: [...noBusiness, ...noFigures, "Nothing to settle", "No settlements yet."],
  },
];
const aDate =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/;

for (const {
  kind,
  path,
  heading,
  label,
  after = heading,
  absent = noFigures,
  business = false,
} of broughtKinds) {
  test(`${path} (${kind}): its frame shows before any script runs, with no account and no date`, async ({
    page,
  }) => {
    // A business's screens open once it has signed up.
    if (business) await signUpBusiness(page, businessName);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    for (const trace of absent) await expect(page.locator("#root")).not.toContainText(trace);
    await expect(page.locator("#root")).not.toContainText(aDate);
    release();
    await appOwnsPage(page);
    await expect(page.getByRole("heading", { level: 1, name: after })).toBeVisible();
    // The frame's empty choices (a month, a state) are not carried into the app's.
    for (const choice of await page.getByRole("combobox").all()) {
      await expect(choice).not.toHaveValue("");
    }
  });
}

/** The business screens, each drawn as its business's frame. */
const businessScreens = [
  "/business",
  "/business/qr",
  "/business/links",
  "/business/invoices",
  "/business/reports",
  "/business/settlements",
];

test("a visitor with no business gets the sign-up's frame on any business screen, which the app takes over in place, keeping what they typed", async ({
  page,
}) => {
  test.slow();
  const heading = page.getByRole("heading", { level: 1, name: "Set up your business" });
  const name = page.getByLabel("Business name");
  for (const path of businessScreens) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(heading, `${path}'s frame is the sign-up's`).toBeVisible();
    await expect(page.getByText("Business mode", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Business sections" })).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-shell-hidden");
    const framed = await heading.boundingBox();
    await name.fill("Ravi Tea Stall");
    const framePaintedUntil = await scriptsHeldSince(page);
    release();
    await appOwnsPage(page);
    await expect(page).toHaveURL(/\/business\/signup$/);
    await expect(heading).toBeVisible();
    expect(await heading.boundingBox(), `${path}: the sign-up stays in place`).toEqual(framed);
    await expect(name, "what was typed on the frame is kept").toHaveValue("Ravi Tea Stall");
    const { lcp, element } = await largestPaint(page);
    expect(lcp, `${path}: the largest paint (${element}) is the frame's`).toBeLessThan(
      framePaintedUntil,
    );
    await page.unrouteAll();
  }
  // Once signed up, the same screens show their frames.
  await signUpBusiness(page, businessName);
  const release = await holdScripts(page);
  await page.goto("/business/qr", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Business QR" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-shell-hidden");
  release();
  await appOwnsPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Business QR" })).toBeVisible();
});

test.describe("a Zambian account", () => {
  test.use({ account: zambia.account });

  test("sees no business frame, nor the sign-up's: the app says business mode is India's", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/business/qr", { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(page.locator("html")).toHaveAttribute("data-shell-hidden");
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    release();
    await appOwnsPage(page);
    await expect(page).toHaveURL(/\/business\/qr$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Business mode is for Indian accounts" }),
    ).toBeVisible();
  });
});

test("a business's owner: each business frame carries its name as the app draws it, and the app paints nothing larger", async ({
  page,
}) => {
  test.slow();
  await signUpBusiness(page, businessName);
  const mode = page.getByText(`${businessName} · Business`, { exact: true });
  for (const { path, same } of [
    // The QR's caption: the business's name and UPI ID.
    { path: "/business/qr", same: page.getByRole("region", { name: businessName }) },
    { path: "/business/links", same: mode },
    { path: "/business/reports", same: mode },
    {
      path: "/business/settlements",
      same: page.getByText(/^Instant settlement, any time of day\. A 0\.5% fee is kept back/),
    },
  ]) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(mode, `${path}'s frame names the business`).toBeVisible();
    await expect(same).toBeVisible();
    const framed = {
      mode: await mode.boundingBox(),
      text: await same.innerText(),
      paintedUntil: await scriptsHeldSince(page),
    };
    release();
    await appOwnsPage(page);
    // The business's own figures are drawn: its balance, the month.
    await expect(page.locator("#root [data-shell-figure]")).toHaveCount(0);
    expect(await mode.boundingBox(), `${path}: the mode line stays as it was`).toEqual(framed.mode);
    expect(await same.innerText(), `${path}: the app draws the frame's words`).toBe(framed.text);
    // The largest paint is the frame's, its business named (the frame's first paint waits for the
    // script that writes the name in).
    const { lcp, element } = await largestPaint(page);
    expect(lcp, `${path}: the largest paint (${element}) is the frame's`).toBeLessThan(
      framed.paintedUntil,
    );
    await page.unrouteAll();
  }
});

test("a frame's first paint waits for the scripts after it (its language, its names), even when a slow phone's parser stops halfway", async ({
  page,
}) => {
  test.slow();
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, "te");
    // When the page's last element (the script after those that write into the frame) is parsed.
    new MutationObserver((_, observer) => {
      if (!document.getElementById("frame-drawn")) return;
      observer.disconnect();
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, LANGUAGE_STORAGE_KEY);
  // A phone 20 times slower: the parser stops on its way through the page, where it may paint.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  for (const path of ["/login", "/dashboard", "/profile"]) {
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName("first-paint").length > 0);
    const { painted, drawnAt } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-paint")[0]!.startTime,
      drawnAt: (window as unknown as { drawnAt?: number }).drawnAt,
    }));
    expect(drawnAt, `${path}: the page ends with its frame-drawn script`).toBeDefined();
    expect(painted, `${path}: first painted after the page was read`).toBeGreaterThan(drawnAt!);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});

test("an account that has paid: its dashboard's frame offers no first-payment cashback, and nothing moves at the take-over", async ({
  page,
}) => {
  const offer = page.getByRole("region", { name: "Cashback on your first payment" });
  const services = page.getByRole("heading", { level: 2, name: "Services" });
  // Before the first payment the frame offers it, as the app does.
  let release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(offer).toBeVisible();
  release();
  await appOwnsPage(page);
  await expect(offer).toBeVisible();
  await page.unrouteAll();

  await page.goto("/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=500");
  await typePin(page, DEFAULT_PIN);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

  release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(services).toBeVisible();
  await expect(offer).toBeHidden();
  const framed = await topOf(services);
  release();
  await appOwnsPage(page);
  await expect(page.getByRole("region", { name: "Total balance" })).not.toContainText(sample.total);
  await expect(offer).toBeHidden();
  expect(await topOf(services), "the screen stays in place at the take-over").toBe(framed);
});

for (const { path, intro, figures } of [
  {
    path: "/insights",
    intro: /^What you paid out in a month, by category and to whom/,
    figures: (page: Page) => page.getByRole("region", { name: /^Spent in / }),
  },
  {
    path: "/transactions/statement",
    intro: /^Every payment in and out, for a month or for the dates you choose/,
    figures: (page: Page) => page.getByRole("heading", { level: 2, name: / transactions? from / }),
  },
]) {
  test(`${path}: its frame says what the screen shows, and nothing the app draws later paints larger`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const said = page.getByText(intro);
    await expect(said).toBeVisible();
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    const framed = await topOf(said);
    release();
    await appOwnsPage(page);
    await expect(figures(page)).toContainText(/\d/);
    expect(await topOf(said), "the app says it in the same place").toBe(framed);
    const { fcp, lcp, element } = await largestPaint(page);
    expect(lcp, `the largest paint (${element}) is the first paint's`).toBe(fcp);
  });
}

test("/profile/details: the frame has every row the app draws, each value a box, and nothing moves at the take-over", async ({
  page,
}) => {
  const labels = [
    "Full name",
    "Mobile number",
    "E-mail",
    "UPI ID",
    "City",
    "Member since",
    "KYC status",
  ];
  const release = await holdScripts(page);
  await page.goto("/profile/details", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Personal details" })).toBeVisible();
  const terms = page.getByRole("term");
  await expect(terms).toHaveText(labels);
  // No account's value in the frame: not the sample account's date of opening or its check.
  await expect(page.getByRole("definition")).toHaveText(labels.map(() => ""));
  const support = page.getByRole("link", { name: "Contact support" });
  const framed = await topOf(support);
  release();
  await appOwnsPage(page);
  await expect(terms).toHaveText(labels);
  await expect(page.getByRole("definition").last()).toHaveText("Verified");
  expect(await topOf(support), "what follows the details stays in place").toBe(framed);
});

test("/profile/data: the check of what is kept fills its places; the backup below never moves", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/profile/data", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  const backup = page.getByRole("heading", { level: 2, name: "Back up" });
  const framed = await topOf(backup);
  release();
  await appOwnsPage(page);
  await expect(page.getByText("No entries have been set aside.")).toBeVisible();
  await expect(page.getByText("Your balances match your history.")).toBeVisible();
  expect(await topOf(backup), "the backup stays where the frame drew it").toBe(framed);
  expect(await layoutShiftScore(page), "cumulative layout shift").toBe(0);
});

test("/insights: nothing below the month card moves at the take-over, at 390 and 1280 px", async ({
  page,
}) => {
  const widths = await insightsAcrossTakeOver(page, topOf, async () => {
    // The month is known: its categories' table is drawn (the sample's five).
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(6);
  });
  for (const { width, framed, after } of widths) {
    expect(after, `${width} px: "Top payees" stays in place`).toBe(framed);
  }
});

test("a business with no GSTIN: its invoices' and settlements' frames hold the app's places, nothing jumps at the take-over", async ({
  page,
}) => {
  test.slow();
  await signUpBusiness(page, businessName);
  for (const { path, below, drawn } of [
    {
      path: "/business/invoices",
      below: page.getByText("Customer name", { exact: true }),
      drawn: page.getByText("Your business has no GSTIN on file", { exact: false }),
    },
    {
      path: "/business/settlements",
      below: page.getByRole("heading", { level: 2, name: "Settlement history" }),
      drawn: page.getByRole("button", { name: /^Settle ₹/ }),
    },
  ]) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(below).toBeVisible();
    const framed = await topOf(below);
    release();
    await appOwnsPage(page);
    await expect(drawn).toBeVisible();
    expect(await topOf(below), `${path}: the screen stays in place at the take-over`).toBe(framed);
    await page.unrouteAll();
  }
});

test("/scan-pay's frame explains the camera as the app will, not a browser without one", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/scan-pay", { waitUntil: "commit" });
  const explain = page.getByText("To scan a QR code, SangamPay needs your camera.", {
    exact: false,
  });
  await expect(explain).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on camera" })).toBeVisible();
  await expect(page.getByText("This browser cannot open the camera here.")).toHaveCount(0);
  const framed = await topOf(explain);
  release();
  await appOwnsPage(page);
  await expect(explain).toBeVisible();
  expect(await topOf(explain), "the explanation stays in its place").toBe(framed);
});

test("/pay with no link at all: the frame is the app's refusal, in the app's place", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/pay", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("This link can't be paid");
  const why = page.getByText("This isn't a complete payment link", { exact: false });
  await expect(why).toBeVisible();
  await expect(page.getByText("Checking the payment link…")).toHaveCount(0);
  const framed = await topOf(why);
  release();
  await appOwnsPage(page);
  await expect(heading).toHaveText("This link can't be paid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await topOf(why), "the refusal stays in its place").toBe(framed);
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("/receive's frame holds the QR code's place", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/receive", { waitUntil: "commit" });
  const amount = page.getByText("Request an amount (optional)");
  await expect(amount).toBeVisible();
  const framed = await topOf(amount);
  release();
  await appOwnsPage(page);
  await expect(
    page.getByRole("img", { name: new RegExp(`QR code to pay ${user.name}`) }),
  ).toBeVisible();
  expect(await topOf(amount), "the QR code's box is as tall as the code").toBe(framed);
});

test("the dashboard's figures are boxes until the app fills them, with no layout shift", async ({
  page,
}) => {
  await watchLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  const balance = page.getByRole("region", { name: "Total balance" });
  await expect(balance).toBeVisible();
  await expect(balance.locator("p").first()).toHaveText("");
  release();
  await expect(page.getByRole("heading", { level: 1, name: /Priya$/ })).toBeVisible();
  await expect(balance).toContainText(sample.total);
  const shift = await layoutShift(page);
  expect(shift, "cumulative layout shift").toBeLessThan(0.1);
});

test("a shell page asks for its scripts only once its frame has painted", async ({ page }) => {
  // The browser's own record: when the first contentful paint happened, and when the page
  // started to fetch its first script. The stylesheet and the frame are all a first paint needs;
  // a script fetched beside them only delays it.
  for (const path of ["/dashboard", "/transactions"]) {
    await page.goto(path);
    await appOwnsPage(page);
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstScript, `${path}: its first script starts after its first paint`).toBeGreaterThan(
      paint,
    );
  }
});

test("the dashboard's frame holds the monthly summary's place", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  const summary = page.getByRole("heading", { level: 2, name: /^Summary for/ });
  const recent = page.getByRole("heading", { level: 2, name: "Recent transactions" });
  // The summary's own height: from its heading to the next section's (the greeting above it may
  // take another line once the app knows the name).
  const height = async () => (await topOf(recent))! - (await topOf(summary))!;
  await expect(summary).toBeVisible();
  const framed = await height();
  release();
  await appOwnsPage(page);
  await expect(summary).toHaveText(/^Summary for \w+ \d{4}$/);
  expect(await height(), "the summary is as tall as its frame's boxes").toBe(framed);
});

test("the send-money frame shows no account's contacts, and holds their place", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/send-money", { waitUntil: "commit" });
  const ask = page.getByRole("heading", { level: 2, name: "Ask for money" });
  await expect(ask).toBeVisible();
  for (const { name } of contacts) await expect(page.locator("body")).not.toContainText(name);
  const framed = await topOf(ask);
  release();
  await appOwnsPage(page);
  await expect(
    page.getByRole("link", { name: `Send money to ${contacts[0]!.name}` }),
  ).toBeVisible();
  expect(await topOf(ask), "the contacts' boxes are as tall as the contacts").toBe(framed);
});

test("what is typed in the frame before the scripts arrive is kept", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/transactions", { waitUntil: "commit" });
  await page.getByRole("searchbox", { name: "Search transactions" }).fill("Swiggy");
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(page.getByRole("searchbox", { name: "Search transactions" })).toHaveValue("Swiggy");
  await expect(page).toHaveURL(/q=Swiggy/);
});

test("Back on a frame returns to the page that linked to it, as the app's Back does", async ({
  page,
}) => {
  await page.goto("/send-money");
  await appOwnsPage(page);
  // Request money opens as a whole page whose scripts have not arrived.
  const release = await holdScripts(page);
  await page.evaluate(() => {
    location.href = "/request";
  });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/send-money$/);
  release();
});

test.describe("locked", () => {
  test.use({ account: { phone: "9123456780" } });

  /** The kept session locked, once (as a wallet opened afresh or away too long is). */
  const lockOnce = (page: Page) =>
    page.addInitScript(() => {
      const key = "sangampay-session";
      const kept = JSON.parse(localStorage.getItem(key) ?? "null") as {
        state: { locked: boolean };
      } | null;
      if (kept && !sessionStorage.getItem("locked-once")) {
        sessionStorage.setItem("locked-once", "1");
        kept.state.locked = true;
        localStorage.setItem(key, JSON.stringify(kept));
      }
    });

  test("a locked wallet shows no account's frame, then the lock", async ({ page }) => {
    await lockOnce(page);
    const release = await holdScripts(page);
    await page.goto("/dashboard", { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveAttribute("data-shell-hidden");
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Enter your PIN" })).toBeVisible();
    await typePin(page, DEFAULT_PIN);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the lock screen's frame shows to the locked wallet before any script, and the app takes it over in place", async ({
    page,
  }) => {
    await lockOnce(page);
    const release = await holdScripts(page);
    await page.goto("/unlock", { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1, name: "Enter your PIN" });
    await expect(heading).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-shell-hidden");
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    const framed = await topOf(page.getByRole("button", { name: "5", exact: true }));
    release();
    await appOwnsPage(page);
    await expect(heading).toBeVisible();
    expect(await topOf(page.getByRole("button", { name: "5", exact: true }))).toBe(framed);
    await typePin(page, DEFAULT_PIN);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an unlocked wallet sees no lock screen's frame on /unlock, and is sent on", async ({
    page,
  }) => {
    await sentOnFromUnlock(page);
  });
});

test("a guest sees no lock screen's frame on /unlock, and is sent to the dashboard", async ({
  page,
}) => {
  await sentOnFromUnlock(page);
});

/** /unlock, scripts held, for a visitor with nothing to unlock: no frame, then the dashboard. */
async function sentOnFromUnlock(page: Page) {
  const release = await holdScripts(page);
  await page.goto("/unlock", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("data-shell-hidden");
  await expect(page.getByRole("heading", { level: 1, name: "Enter your PIN" })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("region", { name: "Total balance" })).toBeVisible();
}

test("after logout no page of the wallet holds an account's figure", async ({ page, request }) => {
  // The sample account is on screen, then the visitor logs out.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Total balance" })).toContainText(sample.total);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/profile"));

  const traces = [user.name, user.phone, user.upiId, sample.total, rupees(sample.bank)];
  const pages = walletScreens().filter(({ path }) => !path.includes("$"));
  expect(pages.length).toBeGreaterThan(30);
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    for (const trace of traces) expect(html, `${path} holds "${trace}"`).not.toContain(trace);
  }
  // A signed-out visitor opening a screen is sent to sign in without seeing its frame.
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/login/);
});

test.describe("send money's details step (issue 30)", () => {
  const ways = [
    {
      type: "phone",
      heading: "Send to a mobile number",
      field: "Mobile number",
      typed: "9876501234",
    },
    { type: "upi", heading: "Send to a UPI ID", field: "UPI ID", typed: "ravi@okaxis" },
    {
      type: "bank",
      heading: "Send to a bank account",
      field: "Account number",
      typed: "123456789012",
    },
  ];

  /** Where the frame's parts are: the h1, each labelled field, the balance line, Continue. */
  const places = async (page: Page, field: string) => {
    const parts = [
      page.getByRole("heading", { level: 1 }),
      page.getByLabel(field, { exact: true }),
      page.getByLabel(/^Amount/),
      page.getByText(/^Wallet balance:/),
      page.getByLabel("Note (optional)"),
      page.getByRole("button", { name: "Continue" }),
    ];
    return Promise.all(parts.map((part) => part.boundingBox()));
  };

  for (const width of [390, 1280]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      for (const { type, heading, field, typed } of ways) {
        test(`?type=${type} at ${width} px: the frame is that way's form, which the app takes over in place, keeping what was typed`, async ({
          page,
        }) => {
          await watchLayoutShifts(page);
          const release = await holdScripts(page);
          await page.goto(`/send-money/enter-details?type=${type}`, { waitUntil: "commit" });
          await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
          await expect(page.locator("html")).not.toHaveAttribute("data-shell-hidden");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          await expect(page.getByLabel(field, { exact: true })).toBeVisible();
          // The balance is a box of its place, never a figure.
          const hint = page.getByText(/^Wallet balance:/);
          await expect(hint).toHaveText("Wallet balance:");
          await expect(hint.locator('span[aria-hidden="true"]')).toHaveCount(1);
          await expectAccessible(page);
          const framed = await places(page, field);
          await page.getByLabel(field, { exact: true }).fill(typed);
          await page.getByLabel(/^Amount/).fill("250");
          release();
          await appOwnsPage(page);
          await expect(hint).toHaveText(`Wallet balance: ${rupees(sample.wallet)}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          expect(await places(page, field), "every part stays in its place").toEqual(framed);
          await expect(page.getByLabel(field, { exact: true })).toHaveValue(typed);
          await expect(page.getByLabel(/^Amount/)).toHaveValue("250");
          const shift = await layoutShift(page);
          expect(shift, "cumulative layout shift").toBe(0);
        });
      }
    });
  }

  test("an address the step kept once typed (a reload, Back after a crash): the frame's form holds it, and the app takes over in place", async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    const release = await holdScripts(page);
    await page.goto(
      "/send-money/enter-details?type=phone&recipient=9876501234&amount=250&note=Rent",
      { waitUntil: "commit" },
    );
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send to a mobile number");
    const fields = { "Mobile number": "9876501234", "Note (optional)": "Rent" };
    for (const [label, value] of Object.entries(fields)) {
      await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
    }
    await expect(page.getByLabel(/^Amount/)).toHaveValue("250");
    // The note's count of characters keeps its place, unseen, until the app counts.
    await expect(page.getByText("0 of 100 characters")).toBeHidden();
    const framed = await places(page, "Mobile number");
    release();
    await appOwnsPage(page);
    await expect(page.getByText(/^Wallet balance:/)).toHaveText(
      `Wallet balance: ${rupees(sample.wallet)}`,
    );
    for (const [label, value] of Object.entries(fields)) {
      await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
    }
    await expect(page.getByLabel(/^Amount/)).toHaveValue("250");
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    await expect(page.getByText("4 of 100 characters")).toBeVisible();
    expect(await places(page, "Mobile number"), "every part stays in its place").toEqual(framed);
    expect(await layoutShift(page), "cumulative layout shift").toBe(0);
  });

  test("an address the app fills in or refuses gets no frame, then the app's screen", async ({
    page,
  }) => {
    for (const [search, heading] of [
      [`?type=phone&contact=${contacts[0]!.id}`, "Send to a mobile number"],
      ["?type=upi&recipient=ravi%40okaxis&name=Ravi%20Kumar", "Send to a UPI ID"],
      [
        "?type=bank&recipient=123456789012&ifsc=SBIN0001234&holder=Ravi&amount=250",
        "Send to a bank account",
      ],
      ["?type=international", "Send abroad"],
      ["?type=mobileMoney", "This payment can't be made yet"],
      ["", "This payment can't be made yet"],
    ] as const) {
      const release = await holdScripts(page);
      await page.goto(`/send-money/enter-details${search}`, { waitUntil: "commit" });
      await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
      await expect(page.locator("html"), search).toHaveAttribute("data-shell-hidden");
      await expect(page.getByRole("heading", { level: 1 }), search).toBeHidden();
      release();
      await appOwnsPage(page);
      await expect(page.getByRole("heading", { level: 1 }), search).toHaveText(heading);
      await page.unrouteAll();
    }
  });

  test.describe("a Zambian account", () => {
    test.use({ account: zambia.account });

    test("sees no Indian frame, then its own form in kwacha", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/send-money/enter-details?type=phone", { waitUntil: "commit" });
      await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
      await expect(page.locator("html")).toHaveAttribute("data-shell-hidden");
      await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
      await expect(page.getByText("₹").filter({ visible: true })).toHaveCount(0);
      release();
      await appOwnsPage(page);
      // Its own words: a Zambian account sends to a SangamPay number.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send to a SangamPay user");
      await expect(page.getByText(/^Wallet balance: K/)).toBeVisible();
    });
  });

  test("after logout: no frame, and nothing of the account in the page", async ({ page }) => {
    await page.goto("/profile");
    await page.getByRole("link", { name: "Logout" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
    const release = await holdScripts(page);
    await page.goto("/send-money/enter-details?type=upi", { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(page.locator("html")).toHaveAttribute("data-shell-hidden");
    const html = await page.content();
    for (const trace of [user.name, user.phone, rupees(sample.wallet), rupees(sample.bank)]) {
      expect(html, trace).not.toContain(trace);
    }
    release();
    await expect(page).toHaveURL(/\/login/);
  });
});

/**
 * Every frame in the visitor's language (scripts/frame-languages.mjs, lib/shell-scripts.ts
 * speakFrame): the page holds the screen in English and, for a visitor who chose another wallet
 * language, swaps in that language's words before the first paint; the app then draws its first
 * screen in that language too (src/main.tsx), so nothing flashes English and nothing moves.
 */
test.describe("the frame in the visitor's language", () => {
  /** A wallet screen's words in a language, as its locale file holds them. */
  const words = <Words>(language: string, screen: string) =>
    JSON.parse(
      readFileSync(
        new URL(
          `../../../packages/i18n/src/locales/${language}/wallet/${screen}.json`,
          import.meta.url,
        ),
        "utf8",
      ),
    ) as Words;
  /** Keeps `language` as the visitor's choice, as the wallet keeps it, before each page's scripts. */
  const keepLanguage = (page: Page, language: string) =>
    page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [LANGUAGE_STORAGE_KEY, language],
    );
  /** The face each language's script is drawn in. */
  const faces: Record<string, string> = { hi: "Noto Sans Devanagari", te: "Noto Sans Telugu" };
  /** The words before an interpolation ("नमस्ते, {{name}}" → "नमस्ते,"). */
  const lead = (text: string) => text.split("{{")[0]!.trim();

  /** One screen of each kind: its h1 and a label, in a language, and that label in English. */
  const screensIn = (language: string) => {
    const dashboard = words<{
      greeting: Record<string, string> & { anyTime: string };
      balance: { title: string };
    }>(language, "dashboard");
    const login = words<{ phone: { title: string; label: string } }>(language, "login");
    const profile = words<{ title: string; language: string }>(language, "profile");
    const business = words<{ qr: { title: string; download: string } }>(language, "business");
    const payLink = words<{ refused: { title: string; malformed: string } }>(language, "payLink");
    return [
      {
        kind: "entry",
        path: "/login",
        heading: login.phone.title,
        label: login.phone.label,
        english: "Mobile number",
      },
      {
        kind: "account",
        path: "/dashboard",
        // The frame greets at any time; the app by the time of day.
        heading: new RegExp(`^${lead(dashboard.greeting.anyTime)}`),
        headingAfter: new RegExp(`^(${Object.values(dashboard.greeting).map(lead).join("|")})`),
        label: dashboard.balance.title,
        english: "Total balance",
      },
      {
        kind: "account",
        path: "/profile",
        heading: profile.title,
        label: profile.language,
        english: "App language",
      },
      {
        kind: "business",
        path: "/business/qr",
        heading: business.qr.title,
        label: business.qr.download,
        english: "Download printable standee",
        business: true,
      },
      {
        kind: "pay link",
        path: "/pay",
        heading: payLink.refused.title,
        label: payLink.refused.malformed,
        english: "Nothing was paid.",
      },
    ];
  };

  for (const language of ["hi", "te"]) {
    for (const {
      kind,
      path,
      heading,
      headingAfter = heading,
      label,
      english,
      business = false,
    } of screensIn(language)) {
      test(`${path} (${kind}) in "${language}": the frame is in that language before any script, in its face, and stays in place at the take-over`, async ({
        page,
      }) => {
        if (business) await signUpBusiness(page, businessName);
        await keepLanguage(page, language);
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        const h1 = page.getByRole("heading", { level: 1, name: heading });
        const said = page.getByText(label, { exact: true }).first();
        await expect(h1).toBeVisible();
        await expect(said).toBeVisible();
        await expect(page.locator("#root")).not.toContainText(english);
        // The frame's words are drawn in their script's own face (packages/ui fonts.css).
        await expect
          .poll(() =>
            page.evaluate(
              (family) =>
                [...document.fonts].some(
                  (face) => face.family.replace(/"/g, "") === family && face.status === "loaded",
                ),
              faces[language]!,
            ),
          )
          .toBe(true);
        await page.evaluate(() => document.fonts.ready);
        // The h1's place (the dashboard's greeting changes its words with the time of day).
        const anyH1 = page.getByRole("heading", { level: 1 });
        const framed = { h1: await anyH1.boundingBox(), said: await said.boundingBox() };
        // The frame's own shifts so far (its face arriving), then the take-over's.
        const shiftedBefore = await layoutShiftScore(page);
        release();
        await appOwnsPage(page);
        await expect(page.getByRole("heading", { level: 1, name: headingAfter })).toBeVisible();
        await expect(said).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        expect(await anyH1.boundingBox(), "the h1 stays in place").toEqual(framed.h1);
        expect(await said.boundingBox(), "the label stays in place").toEqual(framed.said);
        expect(await layoutShiftScore(page), "layout shift at the take-over").toBe(shiftedBefore);
      });
    }
  }

  for (const { kept, why } of [
    { kept: null, why: "no language kept" },
    { kept: "en", why: "English kept" },
    { kept: "de", why: "a language the wallet does not speak kept" },
  ]) {
    test(`${why}: the frame is the English page's, unchanged`, async ({ page, request }) => {
      if (kept) await keepLanguage(page, kept);
      const release = await holdScripts(page);
      await page.goto("/profile", { waitUntil: "commit" });
      await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
      await expect(page.getByText("App language", { exact: true })).toBeVisible();
      // The whole frame is the page's as served (parsed alone, no script run).
      const served = await (await request.get("/profile")).text();
      const [drawn, parsed] = await page.evaluate((html) => {
        const root = new DOMParser().parseFromString(html, "text/html").getElementById("root");
        return [document.getElementById("root")!.innerHTML, root!.innerHTML];
      }, served);
      expect(drawn.length).toBeGreaterThan(1000);
      expect(drawn).toBe(parsed);
      release();
      await appOwnsPage(page);
      await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    });
  }

  test("every page's frame, in Hindi, has a Hindi h1", async ({ page, request }) => {
    test.slow();
    await keepLanguage(page, "hi");
    // No script of the app runs (each is empty): what shows is the HTML and its inline scripts.
    await page.route(/\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    // /unlock's frame is a locked account's only: a guest, who has nothing to unlock, gets none.
    const pages = walletScreens().filter(({ path }) => !path.includes("$") && path !== "/unlock");
    let framed = 0;
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      if (!html.includes('data-prerendered=""')) continue;
      framed += 1;
      // Send money's details step has a frame per way to send, named by the address; the UPI
      // one is drawn from its template after the language pass.
      await page.goto(path === "/send-money/enter-details" ? `${path}?type=upi` : path, {
        waitUntil: "commit",
      });
      await expect(page.locator("html"), path).toHaveAttribute("lang", "hi");
      // The splash's h1 is the name, in every language.
      const h1 =
        path === "/splash" ? words<{ title: string }>("hi", "splash").title : /[\u0900-\u097F]/;
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
    }
    expect(framed).toBeGreaterThan(30);
  });
});
