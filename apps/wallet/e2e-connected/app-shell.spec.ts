import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { layoutShiftScore } from "@repo/e2e/fonts";
import { largestPaint } from "@repo/e2e/paint";

import { signUpBusiness } from "../e2e/business-helpers";
import { appOwnsPage, holdScripts, insightsAcrossTakeOver } from "../e2e/helpers";
import { newPhoneWith, payFiveHundred, phoneOf, registeredNameOf, signInAsNew } from "./phones";

/**
 * Issue 30 goal 2: with the last known view kept in this browser, the signed-in, unlocked
 * account's dashboard shows its last balance from the page's HTML and inline script, before any
 * of the app's scripts runs, marked as refreshing; after logout no page shows it, and nothing of
 * it is kept.
 */
const newPhone = newPhoneWith("96");
const refreshing = "Showing your last known balance and payments. Refreshing…";

test("the last balance shows before the scripts run, marked as refreshing; after logout no page holds it", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneOf(browser, newPhone());
  const balance = page.getByRole("region", { name: "Total balance" });
  await expect(balance).toContainText(/₹[\d,]+(\.\d\d)?/);
  const total = /₹[\d,]+(\.\d\d)?/.exec((await balance.textContent())!)![0];

  // A visit to the dashboard with the app's scripts held back: its frame and the last balance.
  let release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(page.getByRole("heading", { level: 1, name: /^Hello,/ })).toBeVisible();
  await expect(balance.locator("p").first()).toHaveText(total);
  await expect(page.getByText(refreshing)).toBeVisible();
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(balance).toContainText(total);
  await expect(page.getByText(refreshing)).toBeHidden();
  await page.unrouteAll();

  // Logout: the dashboard's page and what this browser keeps hold no figure of the account.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).not.toContain(total);
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(kept).not.toContain("sangampay-last-view");

  release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await expect(page.locator("body")).not.toContainText(total);
  release();
  await expect(page).toHaveURL(/\/login/);
});

/**
 * Holds back the server's answer to the account's view, so that the app takes over with the last
 * known view (marked as refreshing) and the test looks at that moment; returns the release.
 */
async function holdTheServersView(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/me/transfers", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** A new account's phone on its dashboard, the server's figures shown and kept as its last view. */
async function signedInWithLastView(page: Page) {
  const balance = page.getByRole("region", { name: "Total balance" });
  await expect(balance.getByRole("definition").first()).toHaveText(/\d/);
  await expect(page.getByText(refreshing)).toHaveCount(0);
}

/** A new account's phone (a number of its own unless given), on its dashboard with its last view. */
async function phoneWithLastView(browser: Browser, phone = newPhone()) {
  const page = await phoneOf(browser, phone);
  await signedInWithLastView(page);
  return page;
}

/** Where an element of the screen starts, from the top of the page. */
const topOf = async (locator: Locator) => (await locator.boundingBox())?.y;

test("the dashboard's frame draws what the app takes over with: the holder's greeting and reminder, nothing moves or paints larger later", async ({
  browser,
}) => {
  test.slow();
  const phone = newPhone();
  const page = await phoneWithLastView(browser, phone);
  const greeting = page.getByRole("heading", { level: 1 });
  const reminder = page.getByRole("region", { name: "Add your name" });
  const services = page.getByRole("heading", { level: 2, name: "Services" });

  // A visit as a returning user makes it, the server's answer held back. Its frame, scripts held
  // back too: the name (the session's) and the reminder to give it.
  const answer = await holdTheServersView(page);
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(greeting).toHaveText(new RegExp(`^Hello, ?${registeredNameOf(phone)}$`));
  await expect(reminder).toBeVisible();
  await expect(page.getByText(refreshing)).toBeVisible();
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  const framed = await topOf(services);
  release();
  await appOwnsPage(page);
  // The take-over moves nothing (the greeting as tall, the reminder in its place) and paints
  // nothing larger than the first paint did.
  await expect(greeting).toHaveText(new RegExp(`^Good \\w+, ?${registeredNameOf(phone)}$`));
  await expect(reminder).toBeVisible();
  await expect(page.getByText(refreshing)).toBeVisible();
  expect(await topOf(services), "the screen below the greeting stays in place").toBe(framed);
  const { fcp, lcp, element } = await largestPaint(page);
  expect(lcp, `the largest paint (${element}) is the first paint's`).toBe(fcp);
  answer();
  await expect(page.getByText(refreshing)).toHaveCount(0);
});

test("/profile/details' frame asks a holder with no name for theirs, as the app will: nothing moves or paints larger later", async ({
  browser,
}) => {
  test.slow();
  const phone = newPhone();
  const page = await phoneWithLastView(browser, phone);
  const form = page.getByRole("region", { name: "Your name" });
  const copyUpi = page.getByRole("button", { name: "Copy UPI ID" });
  const openedAs = `“${registeredNameOf(phone)}”`;

  // The frame, scripts held back: the form with the name the account was opened with.
  const release = await holdScripts(page);
  await page.goto("/profile/details", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Personal details" })).toBeVisible();
  await expect(form).toBeVisible();
  await expect(form).toContainText(openedAs);
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  const framed = await topOf(copyUpi);
  release();
  await appOwnsPage(page);
  await expect(form).toContainText(openedAs);
  await expect(form.getByRole("textbox", { name: "Full name" })).toBeVisible();
  expect(await topOf(copyUpi), "what follows the form stays in place").toBe(framed);
  // Nor did it move meanwhile (the form is the app's from its first draw: not a part that
  // arrives later and pushes the page down).
  expect(await layoutShiftScore(page)).toBe(0);
  const { fcp, lcp, element } = await largestPaint(page);
  expect(lcp, `the largest paint (${element}) is the first paint's`).toBe(fcp);
  await expectAccessible(page);
});

test("an account whose last view has paid: no offer in the frame nor in the app", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneWithLastView(browser);
  const offer = page.getByRole("region", { name: "Cashback on your first payment" });
  await expect(offer).toBeVisible();
  // From here the server's answer is held back: the app shows the view this browser keeps, and
  // does not write the server's over it.
  const answer = await holdTheServersView(page);
  // The view this browser keeps is made a paid account's: its first payment, as the server
  // names one (the frame's script and the app at its take-over read the same view).
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("sangampay-last-view")!) as Record<
      string,
      unknown
    >;
    kept.firstPayment = {
      id: "t-first",
      name: "Corner shop",
      category: "Shopping",
      date: new Date().toISOString(),
      type: "expense",
      status: "Completed",
      amount: { minor: 10_000, currency: "INR" },
    };
    localStorage.setItem("sangampay-last-view", JSON.stringify(kept));
  });

  const services = page.getByRole("heading", { level: 2, name: "Services" });
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByText(refreshing)).toBeVisible();
  await expect(services).toBeVisible();
  await expect(offer).toBeHidden();
  const framed = await topOf(services);
  release();
  await appOwnsPage(page);
  await expect(offer).toBeHidden();
  expect(await topOf(services), "the screen stays in place at the take-over").toBe(framed);
  answer();
});

test("history's frame says the last known view is on its way, as the app does: its largest paint is the first", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneWithLastView(browser);

  const release = await holdScripts(page);
  await page.goto("/transactions", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expect(page.getByText(refreshing)).toBeVisible();
  release();
  await appOwnsPage(page);
  await page.unrouteAll();

  const answer = await holdTheServersView(page);
  await page.goto("/transactions");
  await expect(page.getByText(refreshing)).toBeVisible();
  const { fcp, lcp, element } = await largestPaint(page);
  expect(lcp, `the largest paint (${element}) is the first paint's`).toBe(fcp);
  answer();
});

test("/insights' and the statement's frames say what the screen shows, with no figure of any account: their largest paint is the first", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneWithLastView(browser);
  for (const { path, heading, intro, drawn } of [
    {
      path: "/insights",
      heading: "Insights",
      intro: /^What you paid out in a month/,
      drawn: page.getByRole("region", { name: /^Spent in / }),
    },
    {
      path: "/transactions/statement",
      heading: "Statement",
      intro: /^Every payment in and out/,
      drawn: page.getByRole("heading", { level: 2, name: / transactions? from / }),
    },
  ]) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(intro)).toBeVisible();
    // The last known view holds figures (a ₹0 balance at least); none of them is in these frames.
    await expect(page.locator("#root")).not.toContainText("₹");
    release();
    await appOwnsPage(page);
    await expect(drawn).toContainText(/\d/);
    const { fcp, lcp, element } = await largestPaint(page);
    expect(lcp, `${path}: the largest paint (${element}) is the first paint's`).toBe(fcp);
    await page.unrouteAll();
  }
});

test("/insights: nothing below the month card moves at the take-over, at 390 and 1280 px", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneWithLastView(browser);
  const categories = page.getByRole("heading", { level: 2, name: "Spending by category" });
  // Where the payees start below the categories' heading: what follows the month card (whose
  // height is the connected build's last known view's to fill: a new account's wraps a line).
  const belowCategories = async (payees: Locator) =>
    (await topOf(payees))! - (await topOf(categories))!;
  const widths = await insightsAcrossTakeOver(page, belowCategories, async () => {
    // The month is known: its card is drawn (a new account's: nothing spent).
    await expect(page.getByRole("region", { name: /^Spent in / })).toContainText(/\d/);
  });
  for (const { width, framed, after } of widths) {
    expect(after, `${width} px: "Top payees" stays in place`).toBe(framed);
  }
});

test("/insights' frame draws this month's card as the app drew it, marked as refreshing: nothing moves at the take-over; after logout, and for the next account, none of it", async ({
  browser,
}) => {
  test.slow();
  const payee = newPhone();
  await phoneOf(browser, payee);
  const page = await phoneOf(browser, newPhone());
  await payFiveHundred(page, payee);
  // The app draws this month's card: the account's figures.
  await page.goto("/insights");
  const card = page.getByRole("region", { name: /^Spent in / });
  await expect(card).toContainText("₹500");
  const text = async (line: Locator) => (await line.textContent())!;
  const spent = await text(card.getByRole("heading"));
  const total = await text(card.locator("p").nth(0));
  const change = await text(card.locator("p").nth(1));
  const root = page.locator("#root");
  const categories = page.getByRole("heading", { level: 2, name: "Spending by category" });

  // The next visit, the scripts and the server's answer held back: the frame shows the card.
  const answer = await holdTheServersView(page);
  const release = await holdScripts(page);
  await page.goto("/insights", { waitUntil: "commit" });
  await expect(root).toHaveAttribute("data-prerendered");
  for (const text of [spent, total, change]) {
    await expect(root.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(refreshing)).toBeVisible();
  // The card's line of the total, framed or drawn by the app (the payees' rows come after it).
  const totalLine = root
    .locator("p")
    .filter({ hasText: new RegExp(`^${total.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .first();
  const framed = await totalLine.boundingBox();
  const framedBelow = await topOf(categories);
  release();
  await appOwnsPage(page);
  await expect(card).toContainText(total);
  await expect(page.getByText(refreshing)).toBeVisible();
  expect(await totalLine.boundingBox(), "the total").toEqual(framed);
  expect(await topOf(categories), "what is below the card").toBe(framedBelow);
  expect(await layoutShiftScore(page), "cumulative layout shift").toBe(0);
  await expectAccessible(page);
  answer();
  await expect(page.getByText(refreshing)).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Logout: no page nor storage holds the card.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
  expect(await (await page.request.get("/insights")).text()).not.toContain(total);
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(kept).not.toContain(total);
  expect(kept).not.toContain(spent);

  // The next account on this phone: its frame holds no figure of the first.
  await signInAsNew(page, newPhone());
  await signedInWithLastView(page);
  const again = await holdScripts(page);
  await page.goto("/insights", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(root).not.toContainText("₹");
  await expect(root).not.toContainText(spent);
  again();
  await appOwnsPage(page);
});

test("/request's and /split's frames hold the fields and lists of asking another account: nothing moves at the take-over", async ({
  browser,
}) => {
  test.slow();
  const phone = newPhone();
  const page = await phoneWithLastView(browser, phone);
  const screens = [
    {
      path: "/request",
      h1: "Request money",
      field: "Ask a SangamPay user (optional)",
      below: page.getByRole("link", { name: "See requests asked of you" }),
    },
    {
      path: "/split",
      h1: "Split a bill",
      field: "Add someone by mobile number or UPI ID",
      below: page.getByRole("button", { name: "Send requests" }),
    },
  ];
  for (const { path, h1, field, below } of screens) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: h1 }), path).toBeVisible();
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
    await expect(page.getByRole("textbox", { name: field }), path).toBeVisible();
    const framed = await topOf(below);
    const paidBy = page.getByText(/who paid the bill$/);
    if (path === "/split") {
      // The holder's name, which the page's script writes from the session into the name's box
      // (the frame had no name, before a comma).
      await expect(paidBy).toHaveText(`${registeredNameOf(phone)}, who paid the bill`);
    }
    release();
    await appOwnsPage(page);
    await expect(page.getByRole("textbox", { name: field }), path).toBeEditable();
    if (path === "/split") {
      await expect(paidBy).toHaveText(`${registeredNameOf(phone)}, who paid the bill`);
    }
    await expect(page.getByText(/^Reading your requests/)).toHaveCount(0);
    expect(await topOf(below), `${path}: what follows the fields stays in place`).toBe(framed);
    // Nor did anything move meanwhile (the parts are the app's from its first draw, not parts
    // that arrive after the take-over and push the form down).
    expect(await layoutShiftScore(page), `${path}: cumulative layout shift`).toBe(0);
    await expectAccessible(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  }
});

test("when the server answers, the refreshing note keeps its line and says when the figures were brought up to date: nothing below it moves", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneWithLastView(browser);
  const screens = [
    { path: "/dashboard", below: page.getByRole("heading", { level: 2, name: "Services" }) },
    { path: "/transactions", below: page.getByRole("searchbox", { name: "Search transactions" }) },
  ];
  for (const { path, below } of screens) {
    const answer = await holdTheServersView(page);
    await page.goto(path);
    await appOwnsPage(page);
    await expect(page.getByRole("status").filter({ hasText: refreshing })).toBeVisible();
    const before = await topOf(below);
    answer();
    // Said politely (a status), on the note's own line.
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /^Balance and payments up to date as of \d{1,2}:\d\d\s?[AP]M\.$/i }),
      path,
    ).toBeVisible();
    await expect(page.getByText(refreshing)).toHaveCount(0);
    expect(await topOf(below), `${path}: what is below the note stays in place`).toBe(before);
    expect(await layoutShiftScore(page), `${path}: cumulative layout shift`).toBe(0);
    await expectAccessible(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  }
});

test("/requests' frame shows before the scripts run, its lists being read, then the account's", async ({
  browser,
}) => {
  const page = await phoneOf(browser, newPhone());
  const release = await holdScripts(page);
  await page.goto("/requests", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  for (const list of ["Asked of you", "You asked"]) {
    await expect(page.getByRole("heading", { level: 2, name: list })).toBeVisible();
  }
  // The frame says the lists are being read: never "nobody asked", which it cannot know.
  await expect(page.getByText("Reading your requests…").first()).toBeVisible();
  await expect(page.getByText("Nobody has asked you for money.")).toBeHidden();
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(page.getByText("Nobody has asked you for money.")).toBeVisible();
  await expect(page.getByText("You have not asked anyone yet.")).toBeVisible();
});

test("an account with no business never sees a business screen's frame: the sign-up's frame is what it gets, in place", async ({
  browser,
}) => {
  const page = await phoneOf(browser, newPhone());
  const signUp = page.getByRole("heading", { level: 1, name: "Set up your business" });
  const release = await holdScripts(page);
  await page.goto("/business/settlements", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(signUp).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByText("Settlement history")).toBeHidden();
  const framed = await signUp.boundingBox();
  release();
  await appOwnsPage(page);
  await expect(page).toHaveURL(/\/business\/signup$/);
  await expect(signUp).toBeVisible();
  expect(await signUp.boundingBox(), "the sign-up stays in place").toEqual(framed);
});

test("a business is its account's: after logout, the next account on this phone neither sees its frame nor gets it", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneOf(browser, newPhone());
  await signUpBusiness(page, "Asha Kirana Store");
  let release = await holdScripts(page);
  await page.goto("/business/qr", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Business QR" })).toBeVisible();
  // Its owner's frame names the business, as the app does.
  await expect(page.getByText("Asha Kirana Store · Business", { exact: true })).toBeVisible();
  release();
  await appOwnsPage(page);
  await page.unrouteAll();

  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
  await signInAsNew(page, newPhone());
  release = await holdScripts(page);
  await page.goto("/business/qr", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(page.getByRole("heading", { level: 1, name: "Set up your business" })).toBeVisible();
  await expect(page.locator("#root")).not.toContainText("Asha Kirana Store");
  release();
  await expect(page).toHaveURL(/\/business\/signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your business" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Asha Kirana Store");
});

test("send money's details step: the signed-in account's frame is the address's way, with its balance a box, taken over in place; after logout, no frame", async ({
  browser,
}) => {
  test.slow();
  const page = await phoneOf(browser, newPhone());
  const heading = page.getByRole("heading", { level: 1 });
  const hint = page.getByText(/^Wallet balance:/);
  const release = await holdScripts(page);
  await page.goto("/send-money/enter-details?type=upi", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(heading).toHaveText("Send to a UPI ID");
  await expect(hint).toHaveText("Wallet balance:");
  await page.getByLabel("UPI ID", { exact: true }).fill("ravi@okaxis");
  const framed = await Promise.all([heading.boundingBox(), hint.boundingBox()]);
  release();
  await appOwnsPage(page);
  await expect(hint).toHaveText(/^Wallet balance: ₹[\d,]+(\.\d\d)?$/);
  expect(await Promise.all([heading.boundingBox(), hint.boundingBox()])).toEqual(framed);
  await expect(page.getByLabel("UPI ID", { exact: true })).toHaveValue("ravi@okaxis");
  await page.unrouteAll();

  await page.goto("/profile");
  await page.getByRole("link", { name: "Logout" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
  await holdScripts(page);
  await page.goto("/send-money/enter-details?type=upi", { waitUntil: "commit" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered");
  await expect(page.locator("html")).toHaveAttribute("data-shell-hidden");
  await expect(heading).toBeHidden();
});
