import { Link, type LinkProps, useLocation } from "react-router";

import { pathIn, pathLanguage } from "../lib/page-language";

/** Opens a site page in the language of the page it is on: `/pricing` is `/te/pricing` on a Telugu page. */
export function SiteLink({ to, ...props }: LinkProps) {
  const language = pathLanguage(useLocation().pathname);
  const local =
    typeof to === "string"
      ? to.startsWith("/")
        ? pathIn(language, to)
        : to
      : { ...to, pathname: to.pathname && pathIn(language, to.pathname) };
  return <Link to={local} {...props} />;
}
