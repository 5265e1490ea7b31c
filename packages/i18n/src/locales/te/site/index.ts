import contact from "./contact.json";
import demo from "./demo.json";
import download from "./download.json";
import faq from "./faq.json";
import home from "./home.json";
import layout from "./layout.json";
import merchant from "./merchant.json";
import privacy from "./privacy.json";
import redirect from "./redirect.json";
import terms from "./terms.json";
import waitlist from "./waitlist.json";

/** Every page's wording for the marketing site, one JSON file per page. */
export const site = {
  layout,
  home,
  merchant,
  faq,
  contact,
  privacy,
  terms,
  waitlist,
  download,
  demo,
  redirect,
};
