import { ensureLanguage } from "@repo/i18n/create-i18n";
import type { LanguageCode } from "@repo/i18n/languages";
import { walletI18n } from "@repo/i18n/wallet";
import { homeSamples } from "@repo/mock-data/home-samples";
import { homeCountryCodes } from "@repo/pricing/home-countries";
import { formatMoney } from "@repo/ui/lib/format";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";

import { connected } from "./data/api-url";
import { i18n } from "./lib/i18n";
import { seedLedger } from "./lib/ledger";
import { PAY_LINK_FIELDS } from "./lib/pay-link-search";
import { drawShell } from "./lib/shell-mode";
import { showNoLinkFrame } from "./lib/shell-scripts";
import { createAppRouter } from "./router";

export { frameTexts } from "./lib/frame-texts";
export { PRERENDERED_ATTRIBUTE } from "./lib/prerendered-screen";
export { holdEarlyTapsScript } from "./lib/prerendered-taps";
export {
  businessFillScript,
  businessGateScript,
  businessSignUpScript,
  frameLanguageScript,
  sendFrames,
  sendFrameScript,
  sendGateScript,
  shellGateScript,
  shellHiddenTest,
  shellLastViewScript,
  spentOfferScript,
} from "./lib/shell-scripts";

/** A receipt's screen, which serves every transaction id (the servers send its page for each). */
export const RECEIPT_ROUTE = "/transactions/$id";

/**
 * The entry screens a first visit opens, written at build time as HTML (English, the default, with
 * the other languages' copy: scripts/frame-languages.mjs) so they paint before any script runs.
 * Their text is the same for everyone who speaks that language.
 */
export const prerenderedScreens = ["/splash", "/onboarding", "/login"] as const;

/** The wallet's languages, in each of which every page's screen is drawn (English is the page's). */
export const languages = walletI18n.languages.map(({ code }) => code);

/**
 * Screens with no frame to draw without the visitor, whose pages hold no app shell and wait for
 * the scripts:
 * - send money's confirm and receipt: drawn from the payment's details in the address, checked
 *   against the draft and the ledger; a missing or bad draft becomes "This payment can't be made
 *   yet" (the receipt: "No payment to show"). The app reaches them by its own navigation, not by
 *   loading a page. (The details step before them has a frame for each way to send at home,
 *   which its page's scripts pick from the address: `sendFrames`, lib/shell-scripts.ts.)
 * - `/requests` on the local build, which sends it to `/request` (requests between accounts are
 *   the connected wallet's).
 * - a receipt (`/transactions/$id`): the entry is all it shows (its mark, h1, amount and rows
 *   follow the entry's kind and status), and the ledger is read by the scripts; its page asks for
 *   them at once, so the screen comes in one round of requests.
 */
export const screensWithoutShell: readonly string[] = [
  ...(connected ? [] : ["/requests"]),
  RECEIPT_ROUTE,
  "/send-money/confirm",
  "/send-money/success",
];

/** `/pay`'s script after its frame; a server's link (`?link=<id>`) is the connected build's. */
export const shellNoLinkScript = `(${showNoLinkFrame.toString()})(${JSON.stringify([
  ...PAY_LINK_FIELDS,
  ...(connected ? ["link"] : []),
])});`;

// Every other screen is drawn as its app shell: its frame, with no account behind it.
drawShell();

/**
 * One screen's markup in `language` (English unless asked), as the client's first render will
 * draw it (the entry screens), or its app shell (any other screen: lib/shell-mode.ts). The page
 * holds the English one; lib/frame-texts.ts compares the others with it.
 */
export async function renderScreen(path: string, language: LanguageCode = "en"): Promise<string> {
  await ensureLanguage(i18n, walletI18n, language);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const failed = router.state.matches.find((match) => match.status === "error");
  if (failed) throw new Error(`${path} did not load in Node`, { cause: failed.error });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // A first pass waits for what the screen loads lazily (React.lazy parts, which stay loaded); the
  // second writes it whole, with no Suspense boundary left to fill in by script.
  const { prelude } = await prerenderToNodeStream(app);
  for await (const chunk of prelude) void chunk;
  return renderToString(app);
}

/**
 * What an app shell must never hold: the sample accounts' names, numbers, UPI IDs and e-mail, and
 * their balances as the dashboard writes them. The build fails on a page that holds one.
 */
export function sampleAccountTraces(): string[] {
  return homeCountryCodes.flatMap((country) => {
    const { user } = homeSamples[country];
    const { bank, wallet } = seedLedger(country).balances;
    return [
      user.name,
      user.phone,
      user.email,
      ...(user.upiId ? [user.upiId] : []),
      formatMoney(bank),
      formatMoney(wallet),
      formatMoney({ minor: bank.minor + wallet.minor, currency: bank.currency }),
    ];
  });
}
