import home from "./home.json";
import layout from "./layout.json";

/** Every page's wording for the marketing site, one JSON file per page. */
export const site = { layout, home };
