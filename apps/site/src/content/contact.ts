import type { FormFieldSpec } from "./form-field";
import type { IconName } from "./icon-name";

/** The contact page's four info cards. Wording: locales/<lang>/site/contact.json `cards.<id>`. */
export const contactCards = [
  { id: "email", icon: "mail" },
  { id: "call", icon: "phone" },
  { id: "visit", icon: "pin" },
  { id: "chat", icon: "chat" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** Where "Chat in the App" opens in the wallet: the support screen with its chat. */
export const SUPPORT_CHAT_WALLET_PATH = "/profile/support";

/** The contact form's fields: name, email, subject and message required; phone optional. */
export const contactFormFields = [
  { name: "name", type: "text", required: true, autoComplete: "name" },
  { name: "email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "subject", type: "text", required: true },
  { name: "message", type: "textarea", required: true, wide: true },
] as const satisfies readonly FormFieldSpec[];

export const CONTACT_FORM_ID = "contact-form";
