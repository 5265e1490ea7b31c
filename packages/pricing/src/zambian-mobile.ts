import { homeCountries, mobileNetworkOf } from "./home-countries";

/**
 * Zambian mobile numbers for mobile-money delivery: +260 and nine digits. Typed as +260…,
 * 260…, 0… (the trunk 0 is dropped) or the nine digits alone; spaces, dashes and brackets are
 * ignored. The network is told from the first two digits.
 */
export const zambianNetworks = homeCountries.ZM.mobile.networks;

export type ZambianNetwork = keyof typeof zambianNetworks;

/** Each network's mobile-money wallet, as Zambians name it. */
export const mobileMoneyWallets: Record<ZambianNetwork, string> = {
  MTN: "MTN MoMo",
  Airtel: "Airtel Money",
  Zamtel: "Zamtel Kwacha",
};

export type ZambianMobileResult =
  | { ok: true; national: string; e164: string; network: ZambianNetwork }
  | { ok: false; reason: "empty" | "characters" | "country" | "length" | "network" };

/** The network a national number (or its first two digits or more) belongs to, if any. */
export function zambianNetworkOf(national: string): ZambianNetwork | undefined {
  return mobileNetworkOf(homeCountries.ZM.mobile, national) as ZambianNetwork | undefined;
}

export function checkZambianMobile(input: string): ZambianMobileResult {
  const compact = input.replace(/[\s\-().]/g, "");
  if (!compact) return { ok: false, reason: "empty" };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, reason: "characters" };
  let digits = compact.replace(/^\+/, "");
  if (compact.startsWith("+") && !digits.startsWith("260")) return { ok: false, reason: "country" };
  if (digits.startsWith("260") && digits.length === 12) digits = digits.slice(3);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length !== 9) return { ok: false, reason: "length" };
  const network = zambianNetworkOf(digits);
  if (!network) return { ok: false, reason: "network" };
  return { ok: true, national: digits, e164: `+260${digits}`, network };
}
