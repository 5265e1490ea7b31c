import type { CurrencyCode } from "@repo/ledger/money";

import { type DeliveryEstimate, deliveryEstimates, type DeliveryMethod } from "./delivery";
import type { HomeCurrency } from "./rates";

export { type DeliveryEstimate, deliveryEstimates, type DeliveryMethod } from "./delivery";

/**
 * Where money can go from each home country: from India, Zambia first, then every other country
 * in the order a sender picks from; from Zambia, India first. Sample data: fixed rates, no live
 * feed.
 */
export type Corridor = {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** English name; other languages name the country with `Intl.DisplayNames`. */
  name: string;
  currency: CurrencyCode;
  /** The locale whose conventions format this currency for its own people. */
  locale: string;
  /** Delivery methods, the usual one first. */
  methods: readonly DeliveryMethod[];
  /** Mobile-money networks, when the country has mobile-money delivery. */
  networks?: readonly string[];
  /** Bank accounts are IBANs of this length; absent where the country does not use IBAN. */
  ibanLength?: number;
};

const bank = ["bank"] as const;
const mobileFirst = ["mobileMoney", "bank"] as const;

export const corridors = [
  {
    country: "ZM",
    name: "Zambia",
    currency: "ZMW",
    locale: "en-ZM",
    methods: mobileFirst,
    networks: ["MTN", "Airtel", "Zamtel"],
  },
  {
    country: "KE",
    name: "Kenya",
    currency: "KES",
    locale: "en-KE",
    methods: mobileFirst,
    networks: ["M-Pesa", "Airtel Money"],
  },
  {
    country: "TZ",
    name: "Tanzania",
    currency: "TZS",
    locale: "en-TZ",
    methods: mobileFirst,
    networks: ["M-Pesa", "Airtel Money", "Mixx by Yas"],
  },
  {
    country: "UG",
    name: "Uganda",
    currency: "UGX",
    locale: "en-UG",
    methods: mobileFirst,
    networks: ["MTN", "Airtel"],
  },
  {
    country: "RW",
    name: "Rwanda",
    currency: "RWF",
    locale: "en-RW",
    methods: mobileFirst,
    networks: ["MTN", "Airtel"],
  },
  {
    country: "MW",
    name: "Malawi",
    currency: "MWK",
    locale: "en-MW",
    methods: mobileFirst,
    networks: ["Airtel Money", "TNM Mpamba"],
  },
  {
    country: "MZ",
    name: "Mozambique",
    currency: "MZN",
    locale: "pt-MZ",
    methods: mobileFirst,
    networks: ["M-Pesa", "e-Mola"],
  },
  { country: "ZW", name: "Zimbabwe", currency: "USD", locale: "en-ZW", methods: bank },
  { country: "BW", name: "Botswana", currency: "BWP", locale: "en-BW", methods: bank },
  { country: "NA", name: "Namibia", currency: "NAD", locale: "en-NA", methods: bank },
  { country: "ZA", name: "South Africa", currency: "ZAR", locale: "en-ZA", methods: bank },
  { country: "LS", name: "Lesotho", currency: "LSL", locale: "en-LS", methods: bank },
  { country: "SZ", name: "Eswatini", currency: "SZL", locale: "en-SZ", methods: bank },
  { country: "NG", name: "Nigeria", currency: "NGN", locale: "en-NG", methods: bank },
  {
    country: "GH",
    name: "Ghana",
    currency: "GHS",
    locale: "en-GH",
    methods: mobileFirst,
    networks: ["MTN", "Telecel", "AirtelTigo"],
  },
  { country: "ET", name: "Ethiopia", currency: "ETB", locale: "am-ET", methods: bank },
  { country: "EG", name: "Egypt", currency: "EGP", locale: "ar-EG", methods: bank, ibanLength: 29 },
  { country: "MA", name: "Morocco", currency: "MAD", locale: "fr-MA", methods: bank },
  {
    country: "TN",
    name: "Tunisia",
    currency: "TND",
    locale: "fr-TN",
    methods: bank,
    ibanLength: 24,
  },
  {
    country: "SN",
    name: "Senegal",
    currency: "XOF",
    locale: "fr-SN",
    methods: mobileFirst,
    networks: ["Orange Money", "Wave"],
  },
  {
    country: "CI",
    name: "Côte d’Ivoire",
    currency: "XOF",
    locale: "fr-CI",
    methods: mobileFirst,
    networks: ["Orange Money", "MTN", "Wave"],
  },
  {
    country: "CM",
    name: "Cameroon",
    currency: "XAF",
    locale: "fr-CM",
    methods: mobileFirst,
    networks: ["MTN", "Orange Money"],
  },
  { country: "CD", name: "DR Congo", currency: "CDF", locale: "fr-CD", methods: bank },
  { country: "AO", name: "Angola", currency: "AOA", locale: "pt-AO", methods: bank },
  {
    country: "MU",
    name: "Mauritius",
    currency: "MUR",
    locale: "en-MU",
    methods: bank,
    ibanLength: 30,
  },
  {
    country: "SC",
    name: "Seychelles",
    currency: "SCR",
    locale: "en-SC",
    methods: bank,
    ibanLength: 31,
  },
  { country: "GM", name: "Gambia", currency: "GMD", locale: "en-GM", methods: bank },
  { country: "LR", name: "Liberia", currency: "LRD", locale: "en-LR", methods: bank },
  { country: "BI", name: "Burundi", currency: "BIF", locale: "fr-BI", methods: bank },
  {
    country: "AE",
    name: "United Arab Emirates",
    currency: "AED",
    locale: "en-AE",
    methods: bank,
    ibanLength: 23,
  },
  {
    country: "SA",
    name: "Saudi Arabia",
    currency: "SAR",
    locale: "ar-SA",
    methods: bank,
    ibanLength: 24,
  },
  { country: "QA", name: "Qatar", currency: "QAR", locale: "en-QA", methods: bank, ibanLength: 29 },
  {
    country: "KW",
    name: "Kuwait",
    currency: "KWD",
    locale: "en-KW",
    methods: bank,
    ibanLength: 30,
  },
  {
    country: "BH",
    name: "Bahrain",
    currency: "BHD",
    locale: "en-BH",
    methods: bank,
    ibanLength: 22,
  },
  { country: "OM", name: "Oman", currency: "OMR", locale: "en-OM", methods: bank },
  {
    country: "GB",
    name: "United Kingdom",
    currency: "GBP",
    locale: "en-GB",
    methods: bank,
    ibanLength: 22,
  },
  {
    country: "DE",
    name: "Germany",
    currency: "EUR",
    locale: "de-DE",
    methods: bank,
    ibanLength: 22,
  },
  {
    country: "FR",
    name: "France",
    currency: "EUR",
    locale: "fr-FR",
    methods: bank,
    ibanLength: 27,
  },
  {
    country: "NL",
    name: "Netherlands",
    currency: "EUR",
    locale: "nl-NL",
    methods: bank,
    ibanLength: 18,
  },
  {
    country: "IE",
    name: "Ireland",
    currency: "EUR",
    locale: "en-IE",
    methods: bank,
    ibanLength: 22,
  },
  { country: "IT", name: "Italy", currency: "EUR", locale: "it-IT", methods: bank, ibanLength: 27 },
  { country: "ES", name: "Spain", currency: "EUR", locale: "es-ES", methods: bank, ibanLength: 24 },
  {
    country: "PT",
    name: "Portugal",
    currency: "EUR",
    locale: "pt-PT",
    methods: bank,
    ibanLength: 25,
  },
  {
    country: "BE",
    name: "Belgium",
    currency: "EUR",
    locale: "nl-BE",
    methods: bank,
    ibanLength: 16,
  },
  { country: "US", name: "United States", currency: "USD", locale: "en-US", methods: bank },
  { country: "CA", name: "Canada", currency: "CAD", locale: "en-CA", methods: bank },
  { country: "AU", name: "Australia", currency: "AUD", locale: "en-AU", methods: bank },
  { country: "NZ", name: "New Zealand", currency: "NZD", locale: "en-NZ", methods: bank },
  { country: "SG", name: "Singapore", currency: "SGD", locale: "en-SG", methods: bank },
  { country: "MY", name: "Malaysia", currency: "MYR", locale: "ms-MY", methods: bank },
  { country: "NP", name: "Nepal", currency: "NPR", locale: "ne-NP", methods: bank },
  { country: "BD", name: "Bangladesh", currency: "BDT", locale: "bn-BD", methods: bank },
  { country: "LK", name: "Sri Lanka", currency: "LKR", locale: "si-LK", methods: bank },
  { country: "PH", name: "Philippines", currency: "PHP", locale: "en-PH", methods: bank },
  { country: "TH", name: "Thailand", currency: "THB", locale: "th-TH", methods: bank },
  { country: "JP", name: "Japan", currency: "JPY", locale: "ja-JP", methods: bank },
] as const satisfies readonly Corridor[];

/**
 * How long money to this corridor takes by this method: the one time the quote, the receipt and
 * the wallet's simulated rail use. Every corridor delivers a method in the method's time.
 */
export function deliveryTime(corridor: Corridor, method: DeliveryMethod): DeliveryEstimate {
  return deliveryEstimates[
    corridor.methods.includes(method) ? method : (corridor.methods[0] ?? "bank")
  ];
}

export type CountryCode = (typeof corridors)[number]["country"];

export const DEFAULT_COUNTRY: CountryCode = "ZM";

/** Where money can go from Zambia, in kwacha: India (to a bank account by IFSC, or a UPI ID). */
export const corridorsFromZambia = [
  { country: "IN", name: "India", currency: "INR", locale: "en-IN", methods: ["bank", "upi"] },
] as const satisfies readonly Corridor[];

/** Every home currency's corridors, the usual destination first. */
export const corridorsFrom: Record<HomeCurrency, readonly Corridor[]> = {
  INR: corridors,
  ZMW: corridorsFromZambia,
};

/** Where each home currency usually sends: Zambia from India, India from Zambia. */
export const usualCorridor: Record<HomeCurrency, Corridor> = {
  INR: corridors[0],
  ZMW: corridorsFromZambia[0],
};

const byCountry = Object.fromEntries(
  Object.entries(corridorsFrom).map(([from, list]) => [
    from,
    new Map<string, Corridor>(list.map((corridor) => [corridor.country, corridor])),
  ]),
) as Record<HomeCurrency, Map<string, Corridor>>;

/**
 * The corridor to a country by its ISO code (any case) from a home currency (the rupee unless
 * given), or undefined for anywhere that home does not send to.
 */
export function corridorFor(country: string, from: HomeCurrency = "INR"): Corridor | undefined {
  return byCountry[from].get(country.toUpperCase());
}

/**
 * Corridors whose name, country code or currency code contains the query (case-insensitive), in
 * list order; an empty query keeps them all. From India unless another list is given.
 */
export function searchCorridors(
  query: string,
  nameOf: (corridor: Corridor) => string = (c) => c.name,
  list: readonly Corridor[] = corridors,
): Corridor[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter((corridor) =>
    [nameOf(corridor), corridor.name, corridor.country, corridor.currency].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

export { countryName } from "./country-name";
