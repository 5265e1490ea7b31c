import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

import type { Page } from "@playwright/test";
import { budgetsOf, filesFetched } from "@repo/e2e/budget";
import { expect, test } from "@repo/e2e/fixtures";

import { appOwnsPage, typePin } from "./helpers";
import { walletScreens } from "./route-tree";

/**
 * Size budgets, measured on the production build in dist/ (built before the e2e run): what a
 * browser really fetches for a screen, gzipped: every script until the network is idle (the
 * shell, the screen's chunks and copy, whatever they import on mount). Every screen of the route
 * tree (`walletScreens`: a new screen is measured without an edit) stays within its JavaScript
 * budget below, or the ceiling while it has none, and loads its own route chunk and the copy its
 * loader names only, never another screen's. The entry screens' English (splash, onboarding,
 * login, dashboard, send money) ships with the shell, so those screens fetch no copy of their own.
 *
 * Budgets are the last measured sizes plus about 1 KiB; a screen without one is held to the
 * heaviest screen's. What made a screen heavier is said in the commit that raised its budget
 * (`git log -p` on this file). Issue 14's goal (100 KiB on the entry screens) is not met: React,
 * TanStack Router and i18next alone are about 93 KiB (README "Performance").
 */
const jsBudgetKiB: Record<string, number> = {
  "/splash": 130.1, // measured 129.62
  "/onboarding": 134.4, // measured 133.92
  "/login": 144.7, // measured 144.24
  "/dashboard": 162.3, // measured 161.80
  "/send-money": 142.4, // measured 141.93
  "/create-pin": 138.8, // measured 138.34
  "/send-money/enter-details": 171.1, // measured 170.66
  "/send-money/confirm": 167, // measured 166.57
  "/send-money/success": 160.1, // measured 159.50
  "/transactions/TXN0000000001": 161, // measured 160.02
  "/transactions": 169.6, // measured 169.13
  "/transactions/statement": 160.7, // measured 160.25
  "/insights": 162.4, // measured 162.00
  "/profile": 149.9, // measured 149.41
  "/kyc": 141.5, // measured 141.04
  "/scan-pay": 152.2, // measured 151.74
  "/receive": 155.1, // measured 154.68
  "/add-money": 170.9, // measured 170.48
  "/recharge": 175.9, // measured 175.41
  "/bills": 176.8, // measured 176.34
  "/rewards": 157.2, // measured 156.78
  "/profile/details": 144.2, // measured 143.76
  "/profile/security": 142.6, // measured 142.20
  "/profile/payment-methods": 142.5, // measured 142.08
  "/profile/add-card": 148.1, // measured 147.63
  "/profile/notifications": 136.1, // measured 135.61
  "/profile/support": 140.5, // measured 140.04
  "/profile/legal": 134.8, // measured 134.35
  "/unlock": 138.1, // measured 137.63
  "/profile/data": 156.3, // measured 155.83
  "/request": 176.8, // measured 176.39
  "/split": 174.1, // measured 173.69
  "/pay": 168, // measured 167.53
};
const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const { manifest, sourceOf, gzipSize, expectWithin } = budgetsOf(dist, jsBudgetKiB);
/**
 * The scripts a screen fetches, each once. An app shell's page shows the screen's h1 before its
 * scripts start (after the first paint): the screen is ready once the app has taken it over.
 */
const scriptsFor = async (page: Page, path: string, ready: () => Promise<void>) => [
  ...new Set(
    await filesFetched(page, path, async () => {
      await ready();
      await appOwnsPage(page);
    }),
  ),
];

/**
 * Opens /splash with its timer held (so onboarding's chunk is not part of the measurement) and
 * waits until the app has taken over the prerendered screen: its scripts start after the first
 * paint on a timer of their own, which the held clock is stepped a millisecond at a time to let
 * through (never as far as the splash timer).
 */
async function splashTakenOver(page: Page) {
  await page.clock.install({ time: new Date("2026-11-21T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2026-11-21T10:00:01+05:30"));
  return scriptsFor(page, "/splash", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "SangamPay" })).toBeVisible();
    await expect(async () => {
      await page.clock.runFor(1);
      await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered", { timeout: 100 });
    }).toPass();
  });
}

test(`/splash loads at most ${jsBudgetKiB["/splash"]} KiB of JavaScript (gzip)`, async ({
  page,
}) => {
  const files = await splashTakenOver(page);
  expect(files, "the app's scripts").not.toEqual([]);
  expectWithin("/splash", files);
});

/** A signed-in wallet with a PIN (any well-formed record), locked: what /unlock needs. */
const lockedSession = JSON.stringify({
  state: {
    status: "signed-in",
    phone: "9876543210",
    pin: { salt: "c2FsdHNhbHRzYWx0c2FsdA==", iterations: 600000, hash: "aGFzaA==" },
    locked: true,
    hiddenAt: null,
    failedTries: 0,
    lockedUntil: null,
  },
  version: 1,
});

function storeSession(session: string) {
  localStorage.setItem("sangampay-session", session);
}

/**
 * How to open a screen whose path alone does not (a sample id, search values, a locked session),
 * and the screens measured elsewhere, with where.
 */
const opening: Record<string, { url?: string; session?: string; elsewhere?: string }> = {
  "/": { elsewhere: "it redirects to /splash" },
  "/splash": { elsewhere: "the test above, its timer held" },
  "/requests": { elsewhere: "the connected wallet's: the local build redirects it to /request" },
  "/send-money/enter-details": { url: "/send-money/enter-details?type=phone" },
  "/send-money/confirm": {
    url: "/send-money/confirm?type=upi&recipient=priya%40okaxis&amount=500",
  },
  "/transactions/$id": { url: "/transactions/TXN0000000001" },
  "/unlock": { session: lockedSession },
};
/** Business screens need a business profile: business-budget.spec.ts measures them. */
const screens = walletScreens().filter(
  (screen) => !opening[screen.path]?.elsewhere && !screen.path.startsWith("/business"),
);

for (const screen of screens) {
  const { url = screen.path, session } = opening[screen.path] ?? {};
  test(`${url} loads only its own route chunk and copy, within its budget`, async ({ page }) => {
    if (session) await page.addInitScript(storeSession, session);
    const files = await scriptsFor(page, url, () =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    );
    expectWithin(url.split("?")[0]!, files, { label: url });
    const routes = new Set<string>();
    const copies = new Set<string>();
    for (const file of files) {
      const source = sourceOf.get(file) ?? "";
      const route = /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(source)?.[1];
      const copy = /locales\/en\/wallet\/(\w+)\.json$/.exec(source)?.[1];
      if (route) routes.add(route);
      if (copy) copies.add(copy);
    }
    expect([...routes]).toEqual([screen.file]);
    expect([...copies].sort()).toEqual(screen.copy);
  });
}

test("the QR decoder loads only when a picture is read, never with the screen", async ({
  page,
}) => {
  const decoder = Object.entries(manifest).find(([source]) =>
    source.endsWith("src/lib/qr-decode-library.ts"),
  )?.[1];
  expect(decoder, "the decoder is a chunk of its own").toBeDefined();
  const chunks = [decoder!.file, ...(decoder!.imports ?? []).map((key) => manifest[key]!.file)];
  const size = chunks.reduce((sum, file) => sum + gzipSize(file), 0);
  test.info().annotations.push({
    type: "QR decoder (gzip)",
    description: `${(size / 1000).toFixed(1)} KB in ${chunks.join(", ")}`,
  });
  console.log(`QR decoder: ${(size / 1000).toFixed(1)} KB gzip`, chunks);

  const splash = await scriptsFor(page, "/splash", () =>
    expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  );
  expect(splash).not.toContain(decoder!.file);
  const scan = await scriptsFor(page, "/scan-pay", () =>
    expect(page.getByRole("heading", { level: 1, name: "Scan & Pay" })).toBeVisible(),
  );
  expect(scan).not.toContain(decoder!.file);
});

test("the session and PIN code never load for a first-time visitor's /splash", async ({ page }) => {
  // Shared chunks are named after their first module: session-store-*.js, checked-pin-*.js.
  const sessionFiles = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => /\/(session-store|checked-pin)-[\w-]+\.js$/.test(file));
  expect(sessionFiles, "the session store and PIN check are chunks of their own").toHaveLength(2);
  const splash = await splashTakenOver(page);
  expect(splash, "the app's scripts").not.toEqual([]);
  for (const file of sessionFiles) expect(splash).not.toContain(file);
});

test("the PDF library loads only when a PDF is asked for, never with a screen", async ({
  page,
}) => {
  const pdf = manifest["src/lib/pdf.ts"];
  expect(pdf, "the PDF code is a chunk of its own").toBeDefined();
  const size = gzipSize(pdf!.file);
  test.info().annotations.push({
    type: "PDF library (gzip)",
    description: `${(size / 1000).toFixed(1)} KB in ${pdf!.file}`,
  });
  console.log(`PDF library: ${(size / 1000).toFixed(1)} KB gzip`);
  for (const path of ["/splash", "/transactions", "/transactions/t1", "/transactions/statement"]) {
    const files = await scriptsFor(page, path, () =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    );
    expect(files, path).not.toContain(pdf!.file);
  }
});

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
/**
 * Each built JavaScript file and the source modules in it (paths from the repository root), from
 * the bundle stats the build writes (`checkChunkGroups` in vite.config.ts).
 */
const chunkModules = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(`${dist}.vite/bundle-stats.json`, "utf8")) as Record<
      string,
      Record<string, number>
    >,
  ).map(([file, modules]) => [
    file,
    Object.keys(modules)
      .filter((id) => !id.startsWith("\0"))
      .map((id) => relative(repoRoot, id.split("?")[0]!)),
  ]),
);
/** The built files that hold a source module (a path from the repository root). */
const filesHolding = (module: string) =>
  Object.entries(chunkModules)
    .filter(([, modules]) => modules.includes(module))
    .map(([file]) => file);

test("the country list and the quote code load on the international screens only, not on receipts", async ({
  page,
}) => {
  const countryList = filesHolding("packages/pricing/src/corridors.ts");
  const quoteCode = filesHolding("packages/pricing/src/quote.ts");
  expect(countryList, "the country list is in the build").toHaveLength(1);
  expect(quoteCode, "the quote code is in the build").toHaveLength(1);
  const international = [...new Set([...countryList, ...quoteCode])];
  const heading = (name: string) => () =>
    expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The international screens load both, each when opened on its own.
  const details = await scriptsFor(
    page,
    "/send-money/enter-details?type=international",
    heading("Send abroad"),
  );
  expect(details).toEqual(expect.arrayContaining(international));
  const confirm = await scriptsFor(
    page,
    "/send-money/confirm?type=international&country=ZM&delivery=mobileMoney&recipient=0971234567&holder=Mwila%20Banda&amount=1000",
    () => expect(page.getByRole("button", { name: "Delete last digit" })).toBeVisible(),
  );
  expect(confirm).toEqual(expect.arrayContaining(international));
  await typePin(page);
  // Money abroad is on its way for its delivery time: its receipt opens at once.
  await heading("Payment on its way")();
  const txn = /\/transactions\/(TXN\d+)$/.exec(page.url())?.[1];
  expect(txn).toMatch(/^TXN\d{10}$/);

  // A cross-border payment's receipts name the country without loading the list.
  for (const path of [`/send-money/success?txn=${txn}`, `/transactions/${txn}`]) {
    const files = await scriptsFor(page, path, heading("Payment on its way"));
    await expect(
      page
        .getByRole("term")
        .filter({ hasText: /^Country$/ })
        .locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("Zambia");
    for (const file of international) expect(files, path).not.toContain(file);
  }
  // Nor does any other screen of the send flow or the dashboard.
  for (const path of ["/dashboard", "/send-money", "/send-money/enter-details?type=phone"]) {
    const files = await scriptsFor(page, path, () =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    );
    for (const file of international) expect(files, path).not.toContain(file);
  }
});

test("the virtualised list library loads on the history only, not on the other main screens", async ({
  page,
}) => {
  const library = [
    ...new Set(
      Object.values(chunkModules)
        .flat()
        .filter((module) => /node_modules\/@tanstack\/(react-virtual|virtual-core)\//.test(module))
        .flatMap(filesHolding),
    ),
  ];
  expect(library, "@tanstack/react-virtual is in the build").not.toEqual([]);
  const history = await scriptsFor(page, "/transactions", () =>
    expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible(),
  );
  expect(history).toEqual(expect.arrayContaining(library));
  for (const path of [
    "/dashboard",
    "/scan-pay",
    "/profile",
    "/insights",
    "/rewards",
    "/send-money",
    "/transactions/TXN0000000001",
    "/transactions/statement",
  ]) {
    const files = await scriptsFor(page, path, () =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    );
    for (const file of library) expect(files, path).not.toContain(file);
  }
});
