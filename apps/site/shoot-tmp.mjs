import { chromium } from "@playwright/test";
const site = "http://127.0.0.1:4185", wallet = "http://127.0.0.1:4195";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const out = "/tmp/polish-shots";
async function shot(name, url, { width = 390, height = 844, scheme = "light", before, after, full = false } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
  const page = await ctx.newPage();
  if (before) await before(page);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  if (after) await after(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: full });
  await ctx.close();
}
const only = process.argv[2];
const jobs = {
  tePricing: async () => { for (const s of ["light","dark"]) { await shot("te-pricing", `${site}/te/pricing`, { scheme: s }); await shot("te-pricing", `${site}/te/pricing`, { scheme: s, width: 1280, height: 800 }); } },
  teMenu: async () => { await shot("te-menu", `${site}/te`, { after: (p) => p.locator("header button[aria-controls]").click() }); },
  about: async () => { for (const s of ["light","dark"]) await shot("about-offices", `${site}/te/about`, { scheme: s, after: (p) => p.getByRole("region").filter({ hasText: "ముంబై" }).last().scrollIntoViewIfNeeded() }); await shot("about-offices-en", `${site}/about`, { width: 1280, height: 800, after: (p) => p.getByRole("region", { name: "Where to find us" }).scrollIntoViewIfNeeded() }); },
  contact: async () => { for (const s of ["light","dark"]) await shot("contact", `${site}/contact`, { scheme: s, width: 1280, height: 900, after: (p) => p.getByRole("region", { name: "Ways to reach us" }).scrollIntoViewIfNeeded() }); await shot("contact-te", `${site}/te/contact`, { after: (p) => p.getByRole("heading", { name: "యాప్‌లో సహాయం" }).scrollIntoViewIfNeeded() }); },
  demo: async () => { await shot("demo-dark", `${site}/demo`, { scheme: "dark", width: 1280, height: 900, after: async (p) => { await p.waitForTimeout(3500); } }); await shot("demo-light", `${site}/demo`, { scheme: "light", width: 390, height: 844, after: async (p) => { await p.getByTitle("SangamPay wallet demo").scrollIntoViewIfNeeded(); await p.waitForTimeout(3500); } }); },
  toast: async () => { for (const s of ["light","dark"]) await shot("receipt-toast", `${wallet}/send-money/confirm?type=upi&recipient=shop%40upi&amount=250`, { scheme: s, after: async (p) => { await p.keyboard.type("123456"); await p.getByRole("button", { name: "Download" }).click(); await p.waitForTimeout(300); } }); await shot("receipt-toast-desktop", `${wallet}/send-money/confirm?type=upi&recipient=shop%40upi&amount=250`, { width: 1280, height: 800, after: async (p) => { await p.keyboard.type("123456"); await p.getByRole("button", { name: "Download" }).click(); await p.waitForTimeout(300); } }); },
};
const signedIn = async (page, lang = "en") => {
  await page.addInitScript(([lang]) => {
    if (localStorage.getItem("x-init")) return;
    localStorage.setItem("x-init", "1");
    localStorage.setItem("language", lang);
    localStorage.setItem("sangampay-session", JSON.stringify({ state: { status: "signed-in", phone: "9812345678", pin: null, locked: false, hiddenAt: null, failedTries: 0, lockedUntil: null }, version: 1 }));
  }, [lang]);
};
jobs.kyc = async () => {
  for (const s of ["light","dark"]) for (const lang of ["en","hi"]) {
    await shot(`profile-new-${lang}`, `${wallet}/profile`, { scheme: s, before: (p) => signedIn(p, lang) });
    await shot(`kyc-id-${lang}`, `${wallet}/kyc`, { scheme: s, before: (p) => signedIn(p, lang), after: async (p) => { await p.getByRole("textbox").fill("12"); await p.locator("form button[type=submit]").click(); } });
  }
  await shot("kyc-desktop", `${wallet}/kyc`, { width: 1280, height: 800, before: (p) => signedIn(p) });
  await shot("dashboard-new", `${wallet}/dashboard`, { before: (p) => signedIn(p) });
};
for (const [name, job] of Object.entries(jobs)) if (!only || only.split(",").includes(name)) await job();
await browser.close();
