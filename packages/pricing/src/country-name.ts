const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the reader's language: English from the data (as the site prerenders it),
 * other languages through `Intl.DisplayNames`, falling back to the English name. Its own module
 * so screens that name a country need not load the corridor list.
 */
export function countryName(
  corridor: { country: string; name?: string },
  language: string,
): string {
  if (language === "en" && corridor.name) return corridor.name;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(corridor.country) ?? corridor.name ?? corridor.country;
}
