import type { LeadForm, Say } from "@repo/forms/leads";
import enMail from "@repo/i18n/locales/en/mail/waitlist.json" with { type: "json" };
import enContact from "@repo/i18n/locales/en/site/contact.json" with { type: "json" };
import enForms from "@repo/i18n/locales/en/site/forms.json" with { type: "json" };
import enMerchant from "@repo/i18n/locales/en/site/merchant.json" with { type: "json" };
import enWaitlist from "@repo/i18n/locales/en/site/waitlist.json" with { type: "json" };
import teMail from "@repo/i18n/locales/te/mail/waitlist.json" with { type: "json" };
import teContact from "@repo/i18n/locales/te/site/contact.json" with { type: "json" };
import teMerchant from "@repo/i18n/locales/te/site/merchant.json" with { type: "json" };
import teWaitlist from "@repo/i18n/locales/te/site/waitlist.json" with { type: "json" };

/**
 * The words the API says, from the site's own copy (packages/i18n): the success the form's toast
 * shows, the confirmation e-mail, and the refusals of fields (in English; the site shows its own
 * page's language).
 */
export const pageLanguages = ["en", "te"] as const;
export type PageLanguage = (typeof pageLanguages)[number];

/** `{{name}}` placeholders filled in, as i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Refusals in English. */
export const sayInEnglish: Say = (problem, values) => fill(enForms.problems[problem], values);

// The e-mails' words live in locales/<lang>/mail/, which no browser bundle loads.
const copy = {
  en: { waitlist: enWaitlist, contact: enContact, merchant: enMerchant, mail: enMail },
  te: { waitlist: teWaitlist, contact: teContact, merchant: teMerchant, mail: teMail },
};

/** What the form's success says (the spec's toasts), in the page's language. */
export function successMessage(form: LeadForm, language: PageLanguage) {
  const words = copy[language];
  if (form === "waitlist")
    return { title: words.waitlist.done.title, description: words.waitlist.done.body };
  return {
    title: words[form].form.success.title,
    description: words[form].form.success.description,
  };
}

/** The waitlist's confirmation e-mail, in the language its page was read in. */
export function waitlistConfirmation(
  language: PageLanguage,
  values: { name: string; unsubscribeUrl: string },
) {
  const words = copy[language];
  const mail = words.mail;
  return {
    subject: mail.subject,
    text: [
      fill(mail.greeting, { name: values.name }),
      `${words.waitlist.done.title} ${words.waitlist.done.body}`,
      mail.body,
      `${mail.signature}`,
      "--",
      fill(mail.unsubscribe, { url: values.unsubscribeUrl }),
    ].join("\n\n"),
  };
}
