import about from "./about.json";
import contact from "./contact.json";
import demo from "./demo.json";
import download from "./download.json";
import faq from "./faq.json";
import features from "./features.json";
import footer from "./footer.json";
import forms from "./forms.json";
import home from "./home.json";
import homeSections from "./home-sections.json";
import howItWorks from "./how-it-works.json";
import landing from "./landing.json";
import layout from "./layout.json";
import merchant from "./merchant.json";
import merchantFees from "./merchant-fees.json";
import pricing from "./pricing.json";
import privacy from "./privacy.json";
import redirect from "./redirect.json";
import security from "./security.json";
import terms from "./terms.json";
import transferCalculator from "./transfer-calculator.json";
import unsubscribe from "./unsubscribe.json";
import waitlist from "./waitlist.json";

/**
 * English, the source language, listed file by file so every key is typed (a misspelt `t("...")`
 * fails typecheck). Other languages load their folder by glob; `locale-files.test.ts` fails when a
 * JSON file here is missing from this list.
 */
export const site = {
  layout,
  footer,
  home,
  homeSections,
  landing,
  features,
  howItWorks,
  merchant,
  merchantFees,
  pricing,
  security,
  faq,
  contact,
  about,
  privacy,
  terms,
  waitlist,
  download,
  demo,
  redirect,
  transferCalculator,
  forms,
  unsubscribe,
};
