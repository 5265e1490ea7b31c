import about from "./about.json";
import features from "./features.json";
import footer from "./footer.json";
import home from "./home.json";
import homeSections from "./home-sections.json";
import howItWorks from "./how-it-works.json";
import landing from "./landing.json";
import layout from "./layout.json";
import pricing from "./pricing.json";
import security from "./security.json";

/** Every page's wording for the marketing site, one JSON file per page. */
export const site = {
  layout,
  footer,
  home,
  homeSections,
  landing,
  features,
  howItWorks,
  pricing,
  security,
  about,
};
