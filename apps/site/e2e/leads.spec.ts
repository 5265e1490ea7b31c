import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import type { Locator, Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from "@repo/e2e/fixtures";
import enContact from "@repo/i18n/locales/en/site/contact.json" with { type: "json" };
import enForms from "@repo/i18n/locales/en/site/forms.json" with { type: "json" };
import enMerchant from "@repo/i18n/locales/en/site/merchant.json" with { type: "json" };
import enWaitlist from "@repo/i18n/locales/en/site/waitlist.json" with { type: "json" };
import teCommon from "@repo/i18n/locales/te/common.json" with { type: "json" };
import teContact from "@repo/i18n/locales/te/site/contact.json" with { type: "json" };
import teForms from "@repo/i18n/locales/te/site/forms.json" with { type: "json" };
import teMerchant from "@repo/i18n/locales/te/site/merchant.json" with { type: "json" };
import teUnsubscribe from "@repo/i18n/locales/te/site/unsubscribe.json" with { type: "json" };
import teWaitlist from "@repo/i18n/locales/te/site/waitlist.json" with { type: "json" };

import { expectRefused, field, fillForm } from "./form-fields";

/**
 * The connected build (VITE_API_URL=/api, as `pnpm test:e2e` builds it): what the three forms
 * send is stored by the API on PostgreSQL (`pnpm serve`), and the team reads it with
 * `pnpm leads export`.
 */

// Each test drives a form, runs the export command and often axe: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
/** `pnpm serve` puts the API on the wallet's port + 10. */
const apiUrl = `http://127.0.0.1:${Number(new URL(e2eUrls.wallet).port) + 10}`;

type LeadForm = "waitlist" | "contact" | "merchant";

/** `pnpm leads export --form <form>` at the repository's root: the rows, by column name. */
function exported(form: LeadForm): Record<string, string>[] {
  const csv = execFileSync("pnpm", ["-s", "leads", "export", "--form", form, "--api", apiUrl], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  // The values these tests type hold no comma, quote or line break: one cell per comma.
  const [header, ...rows] = csv
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const words = {
  en: { waitlist: enWaitlist, contact: enContact, merchant: enMerchant, forms: enForms },
  te: { waitlist: teWaitlist, contact: teContact, merchant: teMerchant, forms: teForms },
} as const;

type Language = keyof typeof words;

/** Each form in each language: what a person types (by field name) and what the export then holds. */
function entries(language: Language, tag: string) {
  const te = language === "te";
  return {
    waitlist: {
      typed: {
        fullName: te ? "లక్ష్మి దేవి" : "Mutale Banda",
        email: `waitlist.${tag}@example.com`,
        mobile: te ? "98480 22338" : "097 123 4567",
        country: te ? "india" : "zambia",
        useCase: te ? "personal" : "both",
      },
      stored: {
        full_name: te ? "లక్ష్మి దేవి" : "Mutale Banda",
        email: `waitlist.${tag}@example.com`,
        mobile: te ? "'+919848022338" : "'+260971234567",
        country: te ? "india" : "zambia",
        use_case: te ? "personal" : "both",
        unsubscribed_at: "",
      },
    },
    contact: {
      typed: {
        name: te ? "చంద్ర శేఖర్" : "Chanda Mwila",
        email: `contact.${tag}@example.com`,
        phone: "+91 98345 67892",
        subject: te ? "లుసాకాకు డబ్బు పంపడం" : "Sending money to Lusaka",
        message: te ? "ఏ బ్యాంకులు డబ్బు అందుకోగలవు?" : "Which banks in Zambia can receive transfers?",
      },
      stored: {
        name: te ? "చంద్ర శేఖర్" : "Chanda Mwila",
        email: `contact.${tag}@example.com`,
        phone: "'+919834567892",
        subject: te ? "లుసాకాకు డబ్బు పంపడం" : "Sending money to Lusaka",
        message: te ? "ఏ బ్యాంకులు డబ్బు అందుకోగలవు?" : "Which banks in Zambia can receive transfers?",
      },
    },
    merchant: {
      typed: {
        businessName: te ? "శర్మ జనరల్ స్టోర్స్" : "Sharma General Stores",
        contactName: te ? "రవి శర్మ" : "Ravi Sharma",
        email: `merchant.${tag}@sharmastores.in`,
        phone: "0971234567",
        businessType: te ? "కిరాణా దుకాణం" : "Retail shop",
        message: te ? "హైదరాబాద్‌లో రెండు శాఖలు" : "Two branches in Hyderabad",
      },
      stored: {
        business_name: te ? "శర్మ జనరల్ స్టోర్స్" : "Sharma General Stores",
        contact_name: te ? "రవి శర్మ" : "Ravi Sharma",
        email: `merchant.${tag}@sharmastores.in`,
        phone: "'+260971234567",
        business_type: te ? "కిరాణా దుకాణం" : "Retail shop",
        message: te ? "హైదరాబాద్‌లో రెండు శాఖలు" : "Two branches in Hyderabad",
      },
    },
  };
}

/** The form on its page, found by its accessible name in the page's language. */
function formOf(page: Page, language: Language, form: LeadForm) {
  return page.getByRole("form", { name: words[language][form].form.title });
}

/** Types `typed` (by field name) into the form, finding each field by its label in the page's language. */
async function fill(
  form: Locator,
  language: Language,
  name: LeadForm,
  typed: Record<string, string>,
) {
  const labels = words[language][name].form.fields as Record<string, { label: string }>;
  await fillForm(
    form,
    Object.fromEntries(
      Object.entries(typed).map(([field, value]) => [labels[field]!.label, value]),
    ),
  );
}

/** What the page says once the entry is taken: the waitlist's confirmation, the others' toast. */
function success(page: Page, language: Language, form: LeadForm) {
  return form === "waitlist"
    ? page.getByRole("heading", { name: words[language].waitlist.done.title })
    : page
        .getByRole("region", { name: new RegExp(`Notifications|${teCommon.toast.region}`) })
        .getByText(words[language][form].form.success.title, { exact: true });
}

const pathOf = (language: Language, form: LeadForm) =>
  `${language === "te" ? "/te" : ""}/${form}${form === "waitlist" ? "" : `#${form}-form`}`;

for (const language of ["en", "te"] as const) {
  for (const form of ["waitlist", "contact", "merchant"] as const) {
    test(`${language}: a ${form} entry appears in pnpm leads export with every field`, async ({
      page,
    }) => {
      const { typed, stored } = entries(language, unique())[form];
      await page.goto(pathOf(language, form));
      await page.waitForLoadState("networkidle");
      await fill(formOf(page, language, form), language, form, typed);
      await formOf(page, language, form)
        .getByRole("button", { name: words[language][form].form.submit })
        .click();
      await expect(success(page, language, form)).toBeVisible();

      const rows = exported(form).filter((row) => row.email === typed.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...stored, language, form_version: "2" });
      expect(rows[0]!.submission_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.now() - Date.parse(rows[0]!.received_at!)).toBeLessThan(10 * 60_000);
      if (form === "waitlist") expect(rows[0]!.confirmation_sent_at).not.toBe("");
    });
  }
}

test("the same e-mail joining the waitlist twice is one entry, and both times hear they're on the list", async ({
  page,
}) => {
  const { typed } = entries("en", unique()).waitlist;
  for (const fullName of [typed.fullName, "M. Banda"]) {
    await page.goto("/waitlist");
    await page.waitForLoadState("networkidle");
    await fill(formOf(page, "en", "waitlist"), "en", "waitlist", { ...typed, fullName });
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  }
  const rows = exported("waitlist").filter((row) => row.email === typed.email);
  expect(rows.map((row) => row.full_name)).toEqual([typed.fullName]);
});

/** What issue 32 found the forms accepting: two e-mails with no real domain, a seven-digit phone. */
const badEmails = ["x@y", "ravi@sharmastores"] as const;
const sevenDigits = "1234567";
/** Each form's phone field and the sentence the page says under it for seven digits. */
const phoneOf = {
  waitlist: { field: "mobile", problem: /^Enter an Indian mobile number/ },
  contact: { field: "phone", problem: enForms.problems.phoneAny },
  merchant: { field: "phone", problem: enForms.problems.phoneAny },
} as const;

for (const form of ["waitlist", "contact", "merchant"] as const) {
  test(`${form}: x@y, ravi@sharmastores and a seven-digit phone are refused with a clear sentence, and nothing is stored`, async ({
    page,
  }) => {
    const { typed } = entries("en", unique())[form];
    const phone = phoneOf[form];
    // The waitlist's number must be from the chosen country: India here.
    const country: Record<string, string> = form === "waitlist" ? { country: "india" } : {};
    await page.goto(pathOf("en", form));
    await page.waitForLoadState("networkidle");
    const formEl = formOf(page, "en", form);
    for (const email of badEmails) {
      await fill(formEl, "en", form, { ...typed, ...country, email, [phone.field]: sevenDigits });
      await formEl.getByRole("button", { name: words.en[form].form.submit }).click();
      const labels = words.en[form].form.fields as Record<string, { label: string }>;
      await expectRefused(field(formEl, labels.email!.label), enForms.problems.email);
      const phoneField = field(formEl, labels[phone.field]!.label);
      await expect(phoneField).toHaveAttribute("aria-invalid", "true");
      await expect(phoneField).toHaveAccessibleDescription(phone.problem);
      await expect(success(page, "en", form)).toHaveCount(0);
    }
    expect(exported(form).filter((row) => row.email === typed.email)).toEqual([]);
  });

  test(`${form}: the API itself refuses them, sent past the browser's checks`, async ({
    request,
  }) => {
    const { typed } = entries("en", unique())[form];
    const phone = phoneOf[form];
    for (const email of badEmails) {
      const response = await request.post(`${e2eUrls.site}/api/leads/${form}`, {
        data: {
          submissionId: crypto.randomUUID(),
          language: "en",
          formVersion: 2,
          website: "",
          fields: {
            ...typed,
            ...(form === "waitlist" ? { country: "india" } : {}),
            email,
            [phone.field]: sevenDigits,
          },
        },
      });
      expect(response.status(), email).toBe(400);
      const answer = (await response.json()) as {
        error: { code: string; issues: { path: string; message: string }[] };
      };
      expect(answer.error.code).toBe("invalid_body");
      const paths = answer.error.issues.map((issue) => issue.path);
      expect(paths).toEqual(expect.arrayContaining(["fields.email", `fields.${phone.field}`]));
      // The same sentences the page shows under the fields.
      const said = Object.fromEntries(answer.error.issues.map((i) => [i.path, i.message]));
      expect(said["fields.email"]).toBe(enForms.problems.email);
      expect(said[`fields.${phone.field}`]).toMatch(phone.problem);
    }
    expect(exported(form).filter((row) => row.email === typed.email)).toEqual([]);
  });
}

/** Chromium logs a failed request as a console error: expected here, so taken out of the list. */
function expectFailedRequestsOnly(consoleErrors: string[]) {
  const others = consoleErrors.filter(
    (text) => !/Failed to load resource|net::ERR_CONNECTION_REFUSED/.test(text),
  );
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

test("an API that answers 503: nothing is claimed, every field stays, Try again sends it once", async ({
  page,
  consoleErrors,
}) => {
  const { typed } = entries("en", unique()).contact;
  await page.goto(pathOf("en", "contact"));
  await page.waitForLoadState("networkidle");
  await page.route("**/api/leads/contact", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "Try again shortly." } }),
    }),
  );
  const form = formOf(page, "en", "contact");
  await fill(form, "en", "contact", typed);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByRole("alert")).toHaveText(`${enForms.send.failed}${enForms.send.retry}`);
  await expect(page.getByText("Message Sent!")).toHaveCount(0);
  for (const [field, value] of Object.entries(typed)) {
    await expect(form.locator(`[name="${field}"]`)).toHaveValue(value);
  }
  await expectAccessible(page);
  expect(exported("contact").filter((row) => row.email === typed.email)).toEqual([]);

  await page.unroute("**/api/leads/contact");
  await form.getByRole("button", { name: "Try again" }).click();
  await expect(success(page, "en", "contact")).toBeVisible();
  await expect(form.getByText(enForms.send.failed)).toHaveCount(0);
  expect(exported("contact").filter((row) => row.email === typed.email)).toHaveLength(1);
  expectFailedRequestsOnly(consoleErrors);
});

test("an API that cannot be reached, on a Telugu page: the failure in Telugu, every field still filled", async ({
  page,
  consoleErrors,
}) => {
  const { typed } = entries("te", unique()).waitlist;
  await page.goto("/te/waitlist");
  await page.waitForLoadState("networkidle");
  await page.route("**/api/leads/waitlist", (route) => route.abort("connectionrefused"));
  const form = formOf(page, "te", "waitlist");
  await fill(form, "te", "waitlist", typed);
  await form.getByRole("button", { name: teWaitlist.form.submit }).click();

  await expect(form.getByRole("alert")).toContainText(teForms.send.failed);
  await expect(form.getByRole("button", { name: teForms.send.retry })).toBeVisible();
  await expect(page.getByRole("heading", { name: teWaitlist.done.title })).toHaveCount(0);
  for (const [field, value] of Object.entries(typed)) {
    await expect(form.locator(`[name="${field}"]`)).toHaveValue(value);
  }
  await expectAccessible(page);
  expectFailedRequestsOnly(consoleErrors);
});

// Both themes on one load: English loaded light, Telugu loaded dark, each switched to the other.
for (const [language, loaded] of [
  ["en", "light"],
  ["te", "dark"],
] as const) {
  test(`${language}: the refusals under the fields pass axe, loaded ${loaded}, in both themes`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: loaded });
    await page.goto(pathOf(language, "merchant"));
    await page.waitForLoadState("networkidle");
    const form = formOf(page, language, "merchant");
    await fill(form, language, "merchant", {
      ...entries(language, unique()).merchant.typed,
      email: "ravi@sharmastores",
      phone: "1234567",
    });
    await form.getByRole("button", { name: words[language].merchant.form.submit }).click();
    await expect(form.getByText(words[language].forms.problems.email)).toBeVisible();
    await expect(form.getByText(words[language].forms.problems.phoneAny)).toBeVisible();
    await expectAccessibleInBothThemes(page, loaded);
  });
}

/** The confirmation e-mail sent to `to`, from the sandbox outbox of the API under test. */
function confirmationTo(to: string): string {
  const access = JSON.parse(
    readFileSync(join(repoRoot, ".data/run", `api-${new URL(apiUrl).port}.json`), "utf8"),
  ) as { mailDir: string };
  const mails = readdirSync(access.mailDir)
    // Long headers are folded onto the next line: unfold them.
    .map((name) => readFileSync(join(access.mailDir, name), "utf8").replace(/\r?\n[ \t]+/g, " "))
    .filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(mail));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

test("the confirmation e-mail's unsubscribe link opens a real page that unsubscribes, in Telugu", async ({
  page,
}) => {
  const { typed } = entries("te", unique()).waitlist;
  await page.goto("/te/waitlist");
  await page.waitForLoadState("networkidle");
  await fill(formOf(page, "te", "waitlist"), "te", "waitlist", typed);
  await page.getByRole("button", { name: teWaitlist.form.submit }).click();
  await expect(page.getByRole("heading", { name: teWaitlist.done.title })).toBeVisible();

  const mail = confirmationTo(typed.email);
  const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1];
  expect(link).toMatch(new RegExp(`^${e2eUrls.site}/te/unsubscribe#token=[\\w-]{43}$`));

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(teUnsubscribe.title);
  await page.getByRole("button", { name: teUnsubscribe.confirm }).click();
  const done = page.getByRole("heading", { name: teUnsubscribe.doneTitle });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expectAccessible(page);
  const row = exported("waitlist").find((entry) => entry.email === typed.email)!;
  expect(row.unsubscribed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test("an unsubscribe link without its token says so and changes nothing", async ({ page }) => {
  await page.goto("/unsubscribe");
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is incomplete");
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await expectAccessible(page);
});
