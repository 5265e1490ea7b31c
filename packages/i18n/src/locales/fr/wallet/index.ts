import { copyByFile, countryCopyByFile, withCountryCopy } from "../../../copy-by-file";

/**
 * French copy for the wallet: every JSON file in this folder, one per screen (loaded as one chunk).
 * A home country's own words (`ZM/sendMoney.json`) join their screens as context keys (`_ZM`).
 */
export const wallet = withCountryCopy(
  copyByFile(import.meta.glob<object>("./*.json", { eager: true, import: "default" })),
  countryCopyByFile(import.meta.glob<object>("./*/*.json", { eager: true, import: "default" })),
);
