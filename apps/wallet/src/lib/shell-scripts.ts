import { LANGUAGE_STORAGE_KEY } from "@repo/i18n/language-provider";
import { walletLanguages } from "@repo/i18n/languages";
import { DEFAULT_HOME_COUNTRY, homeCountries } from "@repo/pricing/home-countries";

import { BUSINESS_COUNTRY } from "./business/business-country";
import { FRAME_COPY_ATTRIBUTES, FRAME_TOGGLES } from "./frame-texts";
import { APP_LOCK_AFTER_MINUTES } from "./limits";
import { TRANSFER_TYPES, type TransferType } from "./send-money-search";
import { localStorageNames } from "./storage-names";

/**
 * The two inline scripts of a screen's app shell page (scripts/prerender.mjs), which run before
 * the page paints and before the app's scripts arrive. Each is serialised with toString(), so it
 * names nothing from outside: what it needs comes in as arguments. Both read the session as the
 * session store keeps it (stores/session-store.ts: `{ state: { status, locked, ... } }`), and do
 * nothing when storage cannot be read.
 */

/**
 * The state a persisted store keeps under `name` in localStorage (`{ state: {...}, version }`),
 * or undefined; throws when storage cannot be read (each script catches). Each script below is
 * written into the page alone, so it takes this reader as its first argument (`read`) rather than
 * naming it.
 */
export function storedState(name: string): Record<string, unknown> | undefined {
  return (
    JSON.parse(localStorage.getItem(name) ?? "null") as { state?: Record<string, unknown> } | null
  )?.state;
}

/** How each script reads a store's state: `storedState`. */
type Read = typeof storedState;

/**
 * Writes each of `values` that is text into the frame's boxes of that slot
 * (components/shell-figure.tsx `data-shell-figure`), as text, and makes each a figure: no box's
 * look, no longer hidden from assistive technology. Handed to the scripts that fill boxes (`fill`)
 * as storedState is.
 */
export function fillFigures(root: Element, values: Record<string, unknown>) {
  for (const box of root.querySelectorAll("[data-shell-figure]")) {
    const text = values[box.getAttribute("data-shell-figure") ?? ""];
    if (typeof text !== "string") continue;
    box.textContent = text;
    box.removeAttribute("class");
    box.removeAttribute("aria-hidden");
  }
}

/** How each script fills boxes: `fillFigures`. */
type Fill = typeof fillFigures;

/**
 * In the head: a visitor whom the app will send to the lock or to sign-in (signed out; signed in
 * with a PIN and locked, or away long enough to lock) must not see an account's frame flash
 * first, so `data-shell-hidden` on `<html>` hides the frame (app.css) until the app draws the
 * screen it sends them to. The lock screen's own frame (`lockScreen`, /unlock) is the other way
 * round: it shows only to that locked visitor, whom the app keeps there; anyone else (a guest, a
 * signed-out or unlocked visitor) is sent on, and sees no "Enter your PIN" first.
 */
export function gateShell(
  read: Read,
  sessionName: string,
  lockAfterMs: number,
  lockScreen = false,
) {
  let locked = false;
  let signedOut = false;
  try {
    const session = read(sessionName);
    const withPin =
      session !== undefined &&
      ((session.pin !== null && session.pin !== undefined) || session.pinOnServer === true);
    const away =
      typeof session?.hiddenAt === "number" && Date.now() - session.hiddenAt >= lockAfterMs;
    signedOut = session?.status === "signed-out";
    locked = session?.status === "signed-in" && withPin && (session.locked === true || away);
  } catch {
    // No storage: a guest, whose frame shows (and who has no lock).
  }
  if (lockScreen ? !locked : signedOut || locked) {
    document.documentElement.setAttribute("data-shell-hidden", "");
  }
}

/**
 * After the frame (the connected build only), for the signed-in, unlocked account, what the app
 * will draw at once when it takes over, so that nothing moves or grows then: the holder's name
 * (the session keeps it) in the boxes of slot `name`, and the reminder to give it while they have
 * not (routes/-dashboard/give-name-prompt.tsx); the last known view (data/last-view.ts keeps the
 * figures as the dashboard writes them, and /insights' card of this month as the app drew it) in
 * the figures' boxes that name a slot, with the note that they are being refreshed, and no
 * first-payment offer once that view has paid. Never another account's (the view is kept with its
 * account's number), nothing while the frame is hidden (locked or signed out), nothing after logout (which erases the view and the holder).
 * Text only: what storage holds is never read as markup.
 */
export function fillLastView(read: Read, fill: Fill, sessionName: string, lastViewName: string) {
  try {
    const root = document.getElementById("root");
    if (!root || document.documentElement.hasAttribute("data-shell-hidden")) return;
    const session = read(sessionName);
    if (session?.status !== "signed-in" || typeof session.phone !== "string") return;
    const holder = session.holder as { name?: unknown; nameSet?: unknown } | null | undefined;
    const kept = JSON.parse(localStorage.getItem(lastViewName) ?? "null") as {
      account?: unknown;
      shown?: Record<string, unknown>;
      firstPayment?: unknown;
      balances?: { wallet?: { currency?: unknown } };
      card?: {
        month?: unknown;
        language?: unknown;
        until?: unknown;
        currency?: unknown;
        shown?: object;
      };
    } | null;
    const view =
      kept?.account === session.phone && typeof kept.shown === "object" && kept.shown ? kept : null;
    // /insights' card of this month as the app drew it: for that month (none other asked), while
    // it lasts, in the account's currency and the page's language (the app's at its take-over).
    const card = view?.card;
    const asked = new URLSearchParams(location.search).get("month");
    const cardShown =
      card &&
      (asked ?? card.month) === card.month &&
      card.language === document.documentElement.lang &&
      Number(card.until) > Date.now() &&
      card.currency === view.balances?.wallet?.currency
        ? card.shown
        : undefined;
    const values: Record<string, unknown> = { ...view?.shown, ...cardShown, name: holder?.name };
    fill(root, values);
    if (typeof holder?.name === "string" && holder.nameSet === false) {
      root.querySelector('[data-shell-part="give-name"]')?.removeAttribute("hidden");
    }
    if (!view) return;
    root.querySelector("[data-shell-refreshing]")?.removeAttribute("hidden");
    if (view.firstPayment)
      root.querySelector('[data-shell-part="offer"]')?.setAttribute("hidden", "");
  } catch {
    // Nothing kept, or not readable: the boxes stay until the app fills them.
  }
}

/**
 * After `/pay`'s frame ("Checking the payment link…"): an address that carries none of a link's
 * fields is no link, and the app will say so without checking anything; the frame is that
 * refusal at once (routes/pay.tsx keeps it in a template), not a check that never ends in a pay.
 */
export function showNoLinkFrame(fields: readonly string[]) {
  try {
    const query = new URLSearchParams(location.search);
    if (fields.some((field) => query.has(field))) return;
    const root = document.getElementById("root");
    const refusal = root?.querySelector<HTMLTemplateElement>('template[data-shell-when="no-link"]');
    const checking = root?.querySelector("main");
    if (refusal && checking) checking.replaceWith(refusal.content.cloneNode(true));
  } catch {
    // The checking frame stays until the app draws the refusal.
  }
}

/**
 * In the head of a business screen's page (every one but the sign-up's), after gateShell: the app
 * shows a business screen only to an account of `businessCountry` (India) whose business profile
 * this browser keeps (stores/business-store.ts; routes/business/route.tsx sends anyone else to
 * the sign-up, or says business mode is India's only). On the connected build (`perAccount`) the
 * profile is the signed-in account's only, kept with its phone. For anyone else the business frame
 * would be the wrong screen, flashing before the right one: `data-shell-hidden` hides it until
 * the app draws theirs. An Indian visitor with no business also gets `data-shell-no-business`:
 * the sign-up is what the app will draw, and showBusinessSignUp draws its frame in the business
 * frame's place. The profile is checked as far as a frame needs (a name and a state); storage
 * that cannot be read means no profile, as it does to the app. A business with no GSTIN gets
 * `data-shell-no-gstin`, which shows the invoices frame's note that says so. A frame gateShell
 * hid (signed out, locked) stays hidden.
 */
export function gateBusinessShell(
  read: Read,
  sessionName: string,
  profileName: string,
  defaultCountry: string,
  businessCountry: string,
  perAccount: boolean,
) {
  const html = document.documentElement;
  if (html.hasAttribute("data-shell-hidden")) return;
  try {
    const session = read(sessionName);
    const kept = read(profileName) as
      { profile?: Record<string, unknown> | null; account?: unknown } | undefined;
    const profile = kept?.profile;
    const country = session?.country ?? defaultCountry;
    const owned =
      !perAccount || (session?.status === "signed-in" && kept?.account === session.phone);
    if (country !== businessCountry) {
      html.setAttribute("data-shell-hidden", "");
      return;
    }
    if (
      owned &&
      typeof profile?.name === "string" &&
      profile.name.trim() !== "" &&
      typeof profile.stateCode === "string"
    ) {
      // The invoices' note for a business with no GSTIN (routes/business/invoices.tsx, app.css).
      if (!profile.gstin) html.setAttribute("data-shell-no-gstin", "");
      return;
    }
  } catch {
    // Nothing readable: no business, as the app will find.
  }
  html.setAttribute("data-shell-hidden", "");
  html.setAttribute("data-shell-no-business", "");
}

/**
 * After a business screen's frame: for a visitor gateBusinessShell found without a business, the
 * sign-up's frame (the page keeps it in a template, scripts/prerender.mjs) in place of the
 * business frame, shown; the app sends them there before it draws anything. Until then, and if
 * this fails, the page stays hidden, as the gate left it.
 */
export function showBusinessSignUp() {
  const html = document.documentElement;
  try {
    if (!html.hasAttribute("data-shell-no-business")) return;
    const root = document.getElementById("root");
    const signUp = root?.querySelector<HTMLTemplateElement>(
      'template[data-shell-when="no-business"]',
    );
    if (!root || !signUp) return;
    root.replaceChildren(signUp.content.cloneNode(true));
    html.removeAttribute("data-shell-no-business");
    html.removeAttribute("data-shell-hidden");
  } catch {
    // The page stays hidden until the app draws the sign-up.
  }
}

/**
 * After a business screen's frame, which gateBusinessShell left showing only to the owner of the
 * business this browser keeps: its name and UPI ID, as the app draws them (routes/business/route.tsx's
 * mode line, the QR's caption), in the boxes of slots `business-name` and `business-vpa`. Text
 * only; a profile stored before businesses had a UPI ID leaves that box for the app to fill.
 */
export function fillBusinessShell(read: Read, fill: Fill, profileName: string) {
  try {
    const root = document.getElementById("root");
    if (!root || document.documentElement.hasAttribute("data-shell-hidden")) return;
    const profile = (read(profileName) as { profile?: Record<string, unknown> | null } | undefined)
      ?.profile;
    const values: Record<string, unknown> = {
      "business-name": profile?.name,
      "business-vpa": profile?.vpa,
    };
    fill(root, values);
  } catch {
    // Not readable: the gate hid the frame already.
  }
}

/**
 * After the frame (the local build only, whose ledger is in IndexedDB, which no script before
 * the first paint can read): the first-payment offer is hidden once this browser's ledger of the
 * visitor's home country has made its first payment, as the app keeps noting (`paidName`: the
 * countries whose ledger has paid, data/idb-ledger.ts), so it neither flashes nor leaves a gap.
 */
export function hideSpentOffer(
  read: Read,
  sessionName: string,
  paidName: string,
  defaultCountry: string,
) {
  try {
    const offer = document.querySelector('#root [data-shell-part="offer"]');
    if (!offer || document.documentElement.hasAttribute("data-shell-hidden")) return;
    const session = read(sessionName);
    const paid = JSON.parse(localStorage.getItem(paidName) ?? "null") as unknown;
    if (Array.isArray(paid) && paid.includes(session?.country ?? defaultCountry)) {
      offer.setAttribute("hidden", "");
    }
  } catch {
    // Nothing kept: the offer shows, as it does to an account that has not paid.
  }
}

/**
 * Whether gateShell hid the frame: then the page paints nothing of its own before the app draws
 * the lock or sign-in, so its scripts start at once instead of after the first paint
 * (scripts/prerender.mjs; the text of an expression for the page's loader).
 */
export const shellHiddenTest = `document.documentElement.hasAttribute("data-shell-hidden")`;

/** The head's script; `/unlock`'s shows its frame to the locked visitor only. */
export const shellGateScript = (path: string) =>
  `(${gateShell.toString()})(${storedState.toString()},${JSON.stringify(localStorageNames.session)},${APP_LOCK_AFTER_MINUTES * 60_000},${path === "/unlock"});`;

/** The connected build's script after the frame. */
export const shellLastViewScript = `(${fillLastView.toString()})(${storedState.toString()},${fillFigures.toString()},${JSON.stringify(localStorageNames.session)},${JSON.stringify(localStorageNames.lastView)});`;

/** A business screen's head script, after the shell's gate (`gateBusinessShell`). */
export const businessGateScript = (connected: boolean) =>
  `(${gateBusinessShell.toString()})(${storedState.toString()},${JSON.stringify(localStorageNames.session)},${JSON.stringify(localStorageNames.businessProfile)},${JSON.stringify(DEFAULT_HOME_COUNTRY)},${JSON.stringify(BUSINESS_COUNTRY)},${connected});`;

/** A business screen's script after its frame (`fillBusinessShell`). */
export const businessFillScript = `(${fillBusinessShell.toString()})(${storedState.toString()},${fillFigures.toString()},${JSON.stringify(localStorageNames.businessProfile)});`;

/** A business screen's script after the sign-up's template (`showBusinessSignUp`). */
export const businessSignUpScript = `(${showBusinessSignUp.toString()})();`;

/** The local build's script after a frame that holds the first-payment offer. */
export const spentOfferScript = `(${hideSpentOffer.toString()})(${storedState.toString()},${JSON.stringify(localStorageNames.session)},${JSON.stringify(localStorageNames.firstPaymentMade)},${JSON.stringify(DEFAULT_HOME_COUNTRY)});`;

/**
 * In the head of `/send-money/enter-details`' page, after gateShell: the way to send in the
 * address decides the screen (its h1, its fields), and the page holds a frame for each of
 * `frames`, the ways at home of `shellCountry` (the country the build draws frames for, a guest's;
 * scripts/prerender.mjs). The frame shows for an address of one of them whose other fields are
 * among those the frame writes into its form (`filled`: what the step keeps in its address once
 * typed, so a reload or Back after a crash draws it). A contact or a scanned code's name (the app
 * greets the payee), a way abroad, an address the app refuses, a field named twice, or an account
 * of another country (a Zambian one sends by mobile money, in kwacha) would see a screen the app
 * does not draw: `data-shell-hidden` hides the frame. Otherwise `data-shell-send` names the frame
 * for showSendFrame. Storage that cannot be read is a guest's, as to the app.
 */
export function gateSendShell(
  read: Read,
  sessionName: string,
  shellCountry: string,
  frames: readonly string[],
  filled: readonly string[],
) {
  const html = document.documentElement;
  if (html.hasAttribute("data-shell-hidden")) return;
  let country: unknown = shellCountry;
  try {
    country = read(sessionName)?.country ?? shellCountry;
  } catch {
    // No storage: a guest.
  }
  const query = new URLSearchParams(location.search);
  const type = query.get("type") ?? "";
  const keys = [...query.keys()];
  if (
    country === shellCountry &&
    frames.includes(type) &&
    keys.every((key, i) => keys.indexOf(key) === i && (key === "type" || filled.includes(key)))
  ) {
    html.setAttribute("data-shell-send", type);
  } else {
    html.setAttribute("data-shell-hidden", "");
  }
}

/**
 * After enter-details' frame, which is that of `drawn` (the gate's other frames are kept in
 * templates): the frame gateSendShell named, in its place, and each field the address fills
 * (`filled`: the address's field, then the ids of the controls that show it) written as the
 * page's own value (`defaultValue`, text; its count of characters hidden in its place), so the
 * take-over leaves the app's reading of the address in place (lib/prerendered-screen.ts replays
 * only what the visitor changed). A frame the gate hid stays hidden; if the named one is missing,
 * the page is hidden rather than show another way's frame.
 */
export function showSendFrame(drawn: string, filled: Record<string, readonly string[]>) {
  const html = document.documentElement;
  const type = html.getAttribute("data-shell-send");
  const root = document.getElementById("root");
  if (!type || !root || html.hasAttribute("data-shell-hidden")) return;
  if (type !== drawn) {
    const frame = root.querySelector<HTMLTemplateElement>(`template[data-shell-when="${type}"]`);
    if (!frame) {
      html.setAttribute("data-shell-hidden", "");
      return;
    }
    root.replaceChildren(frame.content.cloneNode(true));
  }
  const query = new URLSearchParams(location.search);
  for (const [field, ids] of Object.entries(filled)) {
    const value = query.get(field)?.trim();
    for (const id of value ? ids : []) {
      const control = root.querySelector(`#${id}`);
      if (control instanceof HTMLInputElement) control.defaultValue = value!;
      // Its count of characters (components/text-limit.tsx) says "0 of …": kept in its place,
      // unseen, until the app counts.
      const count = root.querySelector<HTMLElement>(`#${id}-count`);
      if (count) count.style.visibility = "hidden";
    }
  }
}

/** Send money's details step's ways with a frame: the shell country's ways at home. */
export const sendFrames = homeCountries[DEFAULT_HOME_COUNTRY].payments.ways.filter(
  (way): way is TransferType => way !== "international" && TRANSFER_TYPES.some((t) => t === way),
);

/**
 * The fields enter-details keeps in its address once typed (routes/send-money/enter-details.tsx)
 * that its frame can show as the app will, and the controls of its form that show each (a bank
 * account's number is also the number typed again). Not a bank's IFSC: the app names the bank
 * under it in place of the hint, a line shorter or longer; so a bank transfer's address keeps
 * no frame.
 */
export const sendFilledFields = {
  recipient: ["recipient", "confirm-account"],
  amount: ["amount"],
  note: ["note"],
} as const satisfies Record<string, readonly string[]>;

/** enter-details' head script, after the shell's gate (`gateSendShell`). */
export const sendGateScript = `(${gateSendShell.toString()})(${storedState.toString()},${JSON.stringify(localStorageNames.session)},${JSON.stringify(DEFAULT_HOME_COUNTRY)},${JSON.stringify(sendFrames)},${JSON.stringify(Object.keys(sendFilledFields))});`;

/** enter-details' script after its frames (`showSendFrame`). */
export const sendFrameScript = `(${showSendFrame.toString()})(${JSON.stringify(sendFrames[0])},${JSON.stringify(sendFilledFields)});`;

/**
 * Right after the frame, before anything else writes into it (every page: the entry screens and
 * the app shells): the frame is the English screen, and a visitor who chose another wallet
 * language (the app's order: `?lang=`, else the one kept under `storageKey`, each narrowed to
 * `languages`, as LanguageProvider does) gets it in theirs before the first paint. The page's
 * data block `#frame-copy` holds, per language, the frame's copy in the order this walk meets it
 * (text nodes, and the attributes `names` of each element before what it holds, then its
 * `toggles`, the attributes its tag may have or not, null where it has not; a template's
 * content too, so the frames other scripts draw from one are in that language), 0 where it is the
 * English (lib/frame-texts.ts, which fails the build on a language whose tree differs); English
 * has none. All of it
 * is swapped in one pass, as text, never as markup, and `<html lang>` follows; a frame that does
 * not match the copy (not one copy for each place) is left as it is, in English.
 */
export function speakFrame(
  languages: readonly string[],
  names: readonly string[],
  toggles: readonly (readonly [string, string])[],
  storageKey: string,
) {
  try {
    const pick = (value: string | null) =>
      value !== null && languages.includes(value.toLowerCase()) ? value.toLowerCase() : null;
    const language =
      pick(new URLSearchParams(location.search).get("lang")) ??
      pick(localStorage.getItem(storageKey));
    const root = document.getElementById("root");
    const data = document.getElementById("frame-copy");
    if (!language || !root || !data) return;
    const copy = (JSON.parse(data.textContent ?? "{}") as Record<string, unknown>)[language];
    if (!Array.isArray(copy)) return;
    const places: [Node, string | null][] = [];
    const walk = (node: Node) => {
      const within = node instanceof HTMLTemplateElement ? node.content : node;
      for (const child of within.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) places.push([child, null]);
        if (!(child instanceof Element)) continue;
        for (const name of names) if (child.hasAttribute(name)) places.push([child, name]);
        for (const [tag, name] of toggles) if (child.tagName === tag) places.push([child, name]);
        walk(child);
      }
    };
    walk(root);
    if (places.length !== copy.length) return;
    places.forEach(([node, name], index) => {
      const text: unknown = copy[index];
      if (text === null && name !== null) (node as Element).removeAttribute(name);
      if (typeof text !== "string") return;
      if (name === null) node.textContent = text;
      else (node as Element).setAttribute(name, text);
    });
    document.documentElement.lang = language;
  } catch {
    // Not readable: the English frame stays until the app draws the screen in its language.
  }
}

/** The script after every page's frame (`speakFrame`), the same on each page. */
export const frameLanguageScript = `(${speakFrame.toString()})(${JSON.stringify(walletLanguages.map(({ code }) => code))},${JSON.stringify(FRAME_COPY_ATTRIBUTES)},${JSON.stringify(FRAME_TOGGLES)},${JSON.stringify(LANGUAGE_STORAGE_KEY)});`;
