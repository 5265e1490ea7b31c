import { LANGUAGE_STORAGE_KEY } from "@repo/i18n/language-provider";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { novemberCard } from "../testing/month-card";
import {
  fillBusinessShell,
  fillFigures,
  fillLastView,
  gateBusinessShell,
  gateSendShell,
  gateShell,
  hideSpentOffer,
  sendFilledFields,
  sendFrames,
  sendFrameScript,
  sendGateScript,
  showBusinessSignUp,
  showNoLinkFrame,
  showSendFrame,
  speakFrame,
  storedState,
} from "./shell-scripts";
import { localStorageNames } from "./storage-names";

const LOCK_AFTER_MS = 180_000;
const pin = { salt: "c2FsdA==", iterations: 1, hash: "aGFzaA==" };

function keepSession(state: Record<string, unknown>) {
  localStorage.setItem(
    localStorageNames.session,
    JSON.stringify({
      state: {
        status: "signed-in",
        phone: "9876543210",
        pin,
        locked: false,
        hiddenAt: null,
        ...state,
      },
      version: 1,
    }),
  );
}

const keepView = (account: string, firstPayment: unknown = null) =>
  localStorage.setItem(
    localStorageNames.lastView,
    JSON.stringify({
      account,
      shown: { total: "₹1,234.50", bank: "₹0", wallet: "₹1,234.50" },
      firstPayment,
    }),
  );

const hidden = () => document.documentElement.hasAttribute("data-shell-hidden");
const gate = () => gateShell(storedState, localStorageNames.session, LOCK_AFTER_MS);
const fill = () =>
  fillLastView(storedState, fillFigures, localStorageNames.session, localStorageNames.lastView);
const total = () => document.querySelector('[data-shell-figure="total"]')!;
const name = () => document.querySelector('[data-shell-figure="name"]')!;
const shown = (part: string) =>
  !document.querySelector(`[data-shell-part="${part}"]`)!.hasAttribute("hidden");

/** A frame as the build writes it. */
const drawFrame = () => {
  document.body.innerHTML = `<div id="root" data-prerendered=""><p><span data-shell-figure="total" aria-hidden="true" class="box"></span></p><p data-shell-refreshing="" hidden>Refreshing…</p><h1>Hello, <span data-shell-figure="name" aria-hidden="true" class="box"></span></h1><section data-shell-part="give-name" hidden></section><section data-shell-part="offer"></section></div>`;
};
beforeEach(drawFrame);
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-shell-hidden");
  document.documentElement.removeAttribute("data-shell-no-gstin");
  document.documentElement.removeAttribute("data-shell-no-business");
  document.documentElement.removeAttribute("data-shell-send");
});

describe("the app shell's gate", () => {
  it("shows the frame to a guest and to a signed-in, unlocked account", () => {
    gate();
    expect(hidden()).toBe(false);
    keepSession({});
    gate();
    expect(hidden()).toBe(false);
  });

  it("hides it when signed out, locked, or away long enough to lock", () => {
    keepSession({ status: "signed-out" });
    gate();
    expect(hidden()).toBe(true);
    document.documentElement.removeAttribute("data-shell-hidden");
    keepSession({ locked: true });
    gate();
    expect(hidden()).toBe(true);
    document.documentElement.removeAttribute("data-shell-hidden");
    keepSession({ hiddenAt: Date.now() - LOCK_AFTER_MS - 1 });
    gate();
    expect(hidden()).toBe(true);
  });

  it("shows it to a locked account with no PIN (nothing to unlock with)", () => {
    keepSession({ locked: true, pin: null });
    gate();
    expect(hidden()).toBe(false);
  });

  it("leaves the frame alone when the session cannot be read", () => {
    localStorage.setItem(localStorageNames.session, "{not json");
    gate();
    expect(hidden()).toBe(false);
  });
});

describe("the lock screen's gate (/unlock)", () => {
  const gateLock = () => gateShell(storedState, localStorageNames.session, LOCK_AFTER_MS, true);

  it("shows its frame to a locked account and to one away long enough to lock", () => {
    keepSession({ locked: true });
    gateLock();
    expect(hidden()).toBe(false);
    keepSession({ hiddenAt: Date.now() - LOCK_AFTER_MS - 1 });
    gateLock();
    expect(hidden()).toBe(false);
  });

  it("hides it from everyone the app sends on: a guest, signed out, unlocked, no PIN, unreadable", () => {
    for (const keep of [
      () => undefined,
      () => keepSession({ status: "signed-out" }),
      () => keepSession({}),
      () => keepSession({ locked: true, pin: null }),
      () => localStorage.setItem(localStorageNames.session, "{not json"),
    ]) {
      localStorage.clear();
      document.documentElement.removeAttribute("data-shell-hidden");
      keep();
      gateLock();
      expect(hidden()).toBe(true);
    }
  });
});

describe("the last known view before the scripts", () => {
  it("fills the signed-in account's figures as text and shows that they are refreshing", () => {
    keepSession({});
    keepView("9876543210");
    fill();
    expect(total().textContent).toBe("₹1,234.50");
    expect(total().hasAttribute("aria-hidden")).toBe(false);
    expect(total().getAttribute("class")).toBeNull();
    expect(document.querySelector("[data-shell-refreshing]")!.hasAttribute("hidden")).toBe(false);
  });

  it("draws what the app will: the holder's name, the reminder to give it, no offer once paid", () => {
    keepSession({ holder: { name: "SangamPay user 80", upiId: "x@sangam", nameSet: false } });
    fill();
    expect(name().textContent).toBe("SangamPay user 80");
    expect(shown("give-name")).toBe(true);
    // No view kept: not said to be refreshing, and the offer stays (a new account's).
    expect(document.querySelector("[data-shell-refreshing]")!.hasAttribute("hidden")).toBe(true);
    expect(shown("offer")).toBe(true);

    drawFrame();
    keepSession({ holder: { name: "Asha Rao", upiId: "x@sangam", nameSet: true } });
    keepView("9876543210", { id: "t1" });
    fill();
    expect(name().textContent).toBe("Asha Rao");
    expect(shown("give-name")).toBe(false);
    expect(shown("offer")).toBe(false);
  });

  it("never fills another account's view, nor while locked or signed out", () => {
    for (const [session, account] of [
      [{}, "9123456780"],
      [{ locked: true }, "9876543210"],
      [{ status: "signed-out" }, "9876543210"],
    ] as const) {
      keepSession(session);
      keepView(account);
      gate();
      fill();
      expect(total().textContent).toBe("");
      expect(shown("offer")).toBe(true);
      document.documentElement.removeAttribute("data-shell-hidden");
    }
  });

  it("reads what storage holds as text, never as markup", () => {
    keepSession({});
    localStorage.setItem(
      localStorageNames.lastView,
      JSON.stringify({ account: "9876543210", shown: { total: "<img src=x onerror=alert(1)>" } }),
    );
    fill();
    expect(total().textContent).toBe("<img src=x onerror=alert(1)>");
    expect(document.querySelector("img")).toBeNull();
  });
});

describe("/insights' card of the month before the scripts", () => {
  const card = novemberCard;
  const keepCard = (changes: Record<string, unknown> = {}, account = "9876543210") =>
    localStorage.setItem(
      localStorageNames.lastView,
      JSON.stringify({
        account,
        balances: { wallet: { minor: 0, currency: "INR" }, bank: { minor: 0, currency: "INR" } },
        shown: { total: "₹0" },
        firstPayment: null,
        card: { ...card, ...changes },
      }),
    );
  const slots = () =>
    ["month-spent", "month-total", "month-change"].map(
      (slot) => document.querySelector(`[data-shell-figure="${slot}"]`)!.textContent,
    );
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 12), toFake: ["Date"] });
    document.documentElement.lang = "en";
    document.body.innerHTML = `<div id="root"><p><span data-shell-figure="month-spent" class="box"></span></p><p><span data-shell-figure="month-total" class="box"></span></p><p><span data-shell-figure="month-change" class="box"></span></p><p data-shell-refreshing="" hidden></p></div>`;
    keepSession({});
  });
  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, "", "/");
  });

  it("fills the card the app drew this month, marked as refreshing", () => {
    keepCard();
    fill();
    expect(slots()).toEqual(Object.values(card.shown));
    expect(document.querySelector("[data-shell-refreshing]")!.hasAttribute("hidden")).toBe(false);
  });

  it("draws none of it once its month is over, for another month asked, in another currency or language, or for another account", () => {
    for (const [changes, account, search] of [
      [{ until: new Date(2026, 10, 27, 11).getTime() }, "9876543210", ""],
      [{ language: "hi" }, "9876543210", ""],
      [{}, "9876543210", "?month=2026-10"],
      [{ currency: "ZMW" }, "9876543210", ""],
      [{}, "9123456780", ""],
    ] as const) {
      history.replaceState(null, "", `/insights${search}`);
      keepCard(changes, account);
      fill();
      expect(slots()).toEqual(["", "", ""]);
    }
  });
});

describe("/pay's frame before the scripts", () => {
  const page = () => {
    document.body.innerHTML =
      '<div id="root"><div><main><h1>Checking the payment link…</h1></main>' +
      '<template data-shell-when="no-link"><main><h1>This link can\'t be paid</h1></main></template></div></div>';
  };
  const heading = () => document.querySelector("h1")?.textContent;
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("draws the refusal for an address with none of a link's fields", () => {
    window.history.replaceState(null, "", "/pay?utm=mail");
    page();
    showNoLinkFrame(["id", "sig", "link"]);
    expect(heading()).toBe("This link can't be paid");
    expect(document.querySelectorAll("main")).toHaveLength(1);
  });

  it("leaves the check for an address with any of them, even empty", () => {
    for (const search of ["?id=ABC123", "?sig=", "?link=x"]) {
      window.history.replaceState(null, "", `/pay${search}`);
      page();
      showNoLinkFrame(["id", "sig", "link"]);
      expect(heading(), search).toBe("Checking the payment link…");
    }
  });
});

describe("a business screen's gate", () => {
  const gateBusiness = (perAccount = false) =>
    gateBusinessShell(
      storedState,
      localStorageNames.session,
      localStorageNames.businessProfile,
      "IN",
      "IN",
      perAccount,
    );
  const keepProfile = (profile: unknown, account: string | null = null) =>
    localStorage.setItem(
      localStorageNames.businessProfile,
      JSON.stringify({ state: { profile, account }, version: 1 }),
    );
  const asha = { name: "Asha Kirana Store", gstin: null, stateCode: "36", vpa: "asha@sangam" };

  const noBusiness = () => document.documentElement.hasAttribute("data-shell-no-business");
  const unmark = () => {
    document.documentElement.removeAttribute("data-shell-hidden");
    document.documentElement.removeAttribute("data-shell-no-business");
  };

  it("hides the frame from a visitor with no business, whom the app sends to the sign-up", () => {
    gateBusiness();
    expect(hidden()).toBe(true);
    expect(noBusiness()).toBe(true);
    unmark();
    keepProfile(null);
    keepSession({});
    gateBusiness();
    expect(hidden()).toBe(true);
    expect(noBusiness()).toBe(true);
  });

  it("then draws the sign-up's frame in the business frame's place, and shows it", () => {
    document.body.innerHTML = `<div id="root"><main><h1>Business QR</h1></main><template data-shell-when="no-business"><main><h1>Set up your business</h1></main></template></div>`;
    gateBusiness();
    showBusinessSignUp();
    expect(document.querySelector("#root h1")?.textContent).toBe("Set up your business");
    expect(document.querySelectorAll("#root h1")).toHaveLength(1);
    expect(hidden()).toBe(false);
    expect(noBusiness()).toBe(false);
  });

  it("leaves a frame the shell's gate hid hidden, and an owner's business frame alone", () => {
    document.body.innerHTML = `<div id="root"><main><h1>Business QR</h1></main><template data-shell-when="no-business"><main><h1>Set up your business</h1></main></template></div>`;
    keepSession({ status: "signed-out" });
    gate();
    gateBusiness();
    showBusinessSignUp();
    expect(hidden(), "signed out: the app sends them to sign in").toBe(true);
    expect(noBusiness()).toBe(false);
    unmark();
    keepSession({});
    keepProfile(asha);
    gateBusiness();
    showBusinessSignUp();
    expect(document.querySelector("#root h1")?.textContent).toBe("Business QR");
    expect(hidden()).toBe(false);
  });

  it("keeps the page hidden when the sign-up's frame is not in it", () => {
    document.body.innerHTML = `<div id="root"><main><h1>Business QR</h1></main></div>`;
    gateBusiness();
    showBusinessSignUp();
    expect(hidden()).toBe(true);
  });

  it("shows it to an Indian account with a business, never to a Zambian one (India only)", () => {
    keepProfile(asha);
    gateBusiness();
    expect(hidden(), "a guest on the sample wallet").toBe(false);
    keepSession({ country: "IN" });
    gateBusiness();
    expect(hidden()).toBe(false);
    keepSession({ country: "ZM", phone: "971234567" });
    gateBusiness();
    expect(hidden()).toBe(true);
    expect(noBusiness(), "the app says business mode is India's: no sign-up").toBe(false);
  });

  it("on the connected build, shows it to the signed-in account whose business it is, and no other", () => {
    keepProfile(asha, "9876543210");
    keepSession({ phone: "9876543210" });
    gateBusiness(true);
    expect(hidden()).toBe(false);
    keepSession({ phone: "9123456780" });
    gateBusiness(true);
    expect(hidden(), "another account").toBe(true);
    document.documentElement.removeAttribute("data-shell-hidden");
    keepSession({ phone: "9876543210", status: "signed-out" });
    gateBusiness(true);
    expect(hidden(), "signed out").toBe(true);
  });

  it("marks a business with no GSTIN, whose invoices frame says so", () => {
    keepProfile(asha);
    gateBusiness();
    expect(document.documentElement.hasAttribute("data-shell-no-gstin")).toBe(true);
    document.documentElement.removeAttribute("data-shell-no-gstin");
    keepProfile({ ...asha, gstin: "36AABCU9603R1ZM" });
    gateBusiness();
    expect(document.documentElement.hasAttribute("data-shell-no-gstin")).toBe(false);
  });

  it("takes unreadable storage for no business", () => {
    localStorage.setItem(localStorageNames.businessProfile, "{not json");
    gateBusiness();
    expect(hidden()).toBe(true);
  });

  it("then writes the owner's business name and UPI ID in their boxes, as text", () => {
    document.body.innerHTML = `<div id="root"><p><span data-shell-figure="business-name" aria-hidden="true" class="box"></span> · Business</p><span data-shell-figure="business-vpa" class="box"></span><span data-shell-figure="total" class="box"></span></div>`;
    keepProfile({ ...asha, name: "<b>Asha</b> & Sons" });
    gateBusiness();
    fillBusinessShell(storedState, fillFigures, localStorageNames.businessProfile);
    expect(document.querySelector("p")?.textContent).toBe("<b>Asha</b> & Sons · Business");
    expect(document.querySelector("b")).toBeNull();
    const name = document.querySelector('[data-shell-figure="business-name"]');
    expect(name?.hasAttribute("aria-hidden")).toBe(false);
    expect(name?.hasAttribute("class")).toBe(false);
    expect(document.querySelector('[data-shell-figure="business-vpa"]')?.textContent).toBe(
      "asha@sangam",
    );
    expect(document.querySelector('[data-shell-figure="total"]')?.hasAttribute("class")).toBe(true);
  });

  it("fills nothing in a frame the gate hid", () => {
    document.body.innerHTML = `<div id="root"><span data-shell-figure="business-name" class="box"></span></div>`;
    keepProfile(asha, "9876543210");
    keepSession({ phone: "9123456780" });
    gateBusiness(true);
    fillBusinessShell(storedState, fillFigures, localStorageNames.businessProfile);
    expect(document.querySelector('[data-shell-figure="business-name"]')?.textContent).toBe("");
  });
});

describe("the local build's first-payment offer", () => {
  const hideSpent = () =>
    hideSpentOffer(
      storedState,
      localStorageNames.session,
      localStorageNames.firstPaymentMade,
      "IN",
    );

  it("shows until the visitor's country's ledger has paid, then hides it; another country's never counts", () => {
    hideSpent();
    expect(shown("offer")).toBe(true);
    localStorage.setItem(localStorageNames.firstPaymentMade, JSON.stringify(["ZM"]));
    hideSpent();
    expect(shown("offer"), "Zambia's ledger paid, not India's").toBe(true);
    localStorage.setItem(localStorageNames.firstPaymentMade, JSON.stringify(["ZM", "IN"]));
    hideSpent();
    expect(shown("offer")).toBe(false);
  });

  it("reads the signed-in account's country", () => {
    keepSession({ country: "ZM", phone: "971234567" });
    localStorage.setItem(localStorageNames.firstPaymentMade, JSON.stringify(["IN"]));
    hideSpent();
    expect(shown("offer")).toBe(true);
    localStorage.setItem(localStorageNames.firstPaymentMade, "not json");
    hideSpent();
    expect(shown("offer")).toBe(true);
  });
});

describe("send money's details frames before the scripts", () => {
  const ways = ["phone", "upi", "bank"];
  const filled = { recipient: ["recipient", "confirm-account"], amount: ["amount"] };
  /** The page as the build writes it: the phone frame, the others in templates. */
  const page = () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered=""><main><h1>Send to mobile number</h1><input id="recipient"><input id="amount"></main>' +
      '<template data-shell-when="upi"><main><h1>Send to UPI ID</h1><input id="recipient"><input id="amount"></main></template>' +
      '<template data-shell-when="bank"><main><h1>Send to bank account</h1><input id="recipient"><input id="confirm-account"><input id="amount"><p id="amount-count">0 of 9</p></main></template></div>';
  };
  const heading = () => document.querySelector("h1")?.textContent;
  const open = (search: string) => {
    window.history.replaceState(null, "", `/send-money/enter-details${search}`);
    page();
    gateSendShell(storedState, localStorageNames.session, "IN", ways, Object.keys(filled));
    showSendFrame("phone", filled);
  };
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("shows the frame of the way the address asks for, in the page's one root", () => {
    for (const [search, title] of [
      ["?type=phone", "Send to mobile number"],
      ["?type=upi", "Send to UPI ID"],
      ["?type=bank", "Send to bank account"],
    ] as const) {
      open(search);
      expect(hidden(), search).toBe(false);
      expect(heading(), search).toBe(title);
      expect(document.querySelectorAll("h1"), search).toHaveLength(1);
      document.documentElement.removeAttribute("data-shell-send");
    }
  });

  it("hides the frame from an address the app fills in, refuses, or draws otherwise", () => {
    for (const search of [
      "",
      "?type=international",
      "?type=mobileMoney",
      "?type=UPI",
      "?type=%22upi%22",
      "?type=upi&type=bank",
      "?type=phone&contact=c1",
      "?type=upi&recipient=someone%40okaxis&name=Ravi",
      "?type=bank&note=rent",
      "?type=phone&amount=500&amount=600",
    ]) {
      open(search);
      expect(hidden(), search || "no type").toBe(true);
      expect(document.documentElement.hasAttribute("data-shell-send"), search).toBe(false);
      document.documentElement.removeAttribute("data-shell-hidden");
    }
  });

  it("writes the fields the address fills into the frame's form, as the page's own values and as text", () => {
    open("?type=bank&recipient=%20123456789012%20&amount=250");
    expect(hidden()).toBe(false);
    expect(heading()).toBe("Send to bank account");
    const value = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;
    for (const id of ["recipient", "confirm-account"]) {
      expect(value(id).value, id).toBe("123456789012");
      expect(value(id).defaultValue, `${id}: drawn so, not typed`).toBe("123456789012");
    }
    expect(value("amount").value).toBe("250");
    expect(document.querySelector<HTMLElement>("#amount-count")!.style.visibility).toBe("hidden");
    open("?type=upi&recipient=%3Cimg%20src%3Dx%3E");
    expect(value("recipient").value, "text, never markup").toBe("<img src=x>");
    expect(document.querySelector("img")).toBeNull();
  });

  it("never shows an Indian frame to a Zambian account, and leaves a hidden frame hidden", () => {
    keepSession({ country: "ZM", phone: "971234567" });
    open("?type=phone");
    expect(hidden()).toBe(true);
    document.documentElement.removeAttribute("data-shell-hidden");
    keepSession({ country: "IN" });
    gate();
    open("?type=upi");
    expect(hidden()).toBe(false);
    keepSession({ locked: true });
    gate();
    open("?type=upi");
    expect(hidden(), "locked: gateShell's").toBe(true);
    expect(heading(), "nothing drawn into a hidden page").toBe("Send to mobile number");
  });

  it("hides the page when the frame asked for is missing, rather than show another way's", () => {
    window.history.replaceState(null, "", "/send-money/enter-details?type=bank");
    document.body.innerHTML = '<div id="root"><main><h1>Send to mobile number</h1></main></div>';
    gateSendShell(storedState, localStorageNames.session, "IN", ways, []);
    showSendFrame("phone", {});
    expect(hidden()).toBe(true);
  });

  it("the page's two scripts name nothing from outside: India's ways at home, the phone's drawn", () => {
    expect(sendFrames).toEqual(["phone", "upi", "bank"]);
    expect(Object.keys(sendFilledFields)).toEqual(["recipient", "amount", "note"]);
    window.history.replaceState(null, "", "/send-money/enter-details?type=upi");
    page();
    (0, eval)(sendGateScript);
    (0, eval)(sendFrameScript);
    expect(heading()).toBe("Send to UPI ID");
  });
});

describe("the frame in the visitor's language (speakFrame)", () => {
  const copy = { hi: ["नमस्ते", 0, "<b>कुल</b> बैलेंस", "मुख्य"], te: ["నమస్కారం", 0, 0, 0] };
  const speak = () =>
    speakFrame(["en", "te", "hi", "es", "fr"], ["aria-label"], [], LANGUAGE_STORAGE_KEY);
  beforeEach(() => {
    document.body.innerHTML = `<div id="root"><h1>Hello<!-- -->, <span data-shell-figure="name"></span></h1><p>Total balance</p><nav aria-label="Main"></nav></div><script type="application/json" id="frame-copy">${JSON.stringify(copy)}</script>`;
    document.documentElement.lang = "en";
  });
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });
  const texts = () => [
    document.querySelector("h1")!.textContent,
    document.querySelector("p")!.textContent,
    document.querySelector("nav")!.getAttribute("aria-label"),
    document.documentElement.lang,
  ];

  it("swaps in the kept language's copy, as text, and sets the page's language", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
    speak();
    expect(texts()).toEqual(["नमस्ते, ", "<b>कुल</b> बैलेंस", "मुख्य", "hi"]);
    expect(document.querySelector("b")).toBeNull();
  });

  it("follows ?lang= before the kept language, in any case, as the app does", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
    window.history.replaceState(null, "", "/dashboard?lang=TE");
    speak();
    expect(texts()).toEqual(["నమస్కారం, ", "Total balance", "Main", "te"]);
  });

  it("leaves the English frame to an English visitor, to a language the wallet does not speak and to no storage", () => {
    for (const kept of ["en", "de", "__proto__", "", null]) {
      if (kept === null) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      else localStorage.setItem(LANGUAGE_STORAGE_KEY, kept);
      speak();
      expect(texts(), String(kept)).toEqual(["Hello, ", "Total balance", "Main", "en"]);
    }
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    speak();
    getItem.mockRestore();
    expect(texts()).toEqual(["Hello, ", "Total balance", "Main", "en"]);
  });

  it("leaves a frame that does not match its copy in English rather than paint words in the wrong places", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
    document.querySelector("p")!.insertAdjacentHTML("afterend", "<p>Added</p>");
    speak();
    expect(texts()).toEqual(["Hello, ", "Total balance", "Main", "en"]);
  });

  it("comes before the scripts that draw from a template, which then draw it in that language", () => {
    document.body.innerHTML = `<div id="root"><h1>Sales</h1><template data-shell-when="no-business"><h1>Set up your business</h1></template></div><script type="application/json" id="frame-copy">${JSON.stringify({ hi: ["बिक्री", "अपना बिज़नेस सेट करें"] })}</script>`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
    document.documentElement.setAttribute("data-shell-no-business", "");
    speak();
    showBusinessSignUp();
    expect(document.querySelector("h1")!.textContent).toBe("अपना बिज़नेस सेट करें");
  });
});
