import type { Money } from "@repo/ledger/money";
import { homeCountries } from "@repo/pricing/home-countries";
import { type NetworkOf, normaliseMobile } from "@repo/pricing/mobile-number";

/**
 * Zambia's three mobile networks, whose airtime and bundles the wallet sells. Which network a
 * number is on comes from its first two digits (the one mobile rule, `normaliseMobile`, with
 * Zambia's data); a number ported to another
 * network keeps its digits, so the person may choose another.
 */
export const zambianOperators = [
  "MTN",
  "Airtel",
  "Zamtel",
] as const satisfies readonly ZambianNetwork[];

export type ZambianNetwork = NetworkOf<typeof homeCountries.ZM.mobile>;

/** The network a Zambian number belongs to, once it is a whole number in any written form. */
export function detectZambianNetwork(mobileNumber: string): ZambianNetwork | undefined {
  const checked = normaliseMobile(mobileNumber, homeCountries.ZM.mobile);
  return checked.ok ? checked.network : undefined;
}

export function isZambianNetwork(value: string): value is ZambianNetwork {
  return (zambianOperators as readonly string[]).includes(value);
}

/** A prepaid bundle: data for the whole validity, or minutes of calls to any network. */
export type Bundle = {
  id: string;
  network: ZambianNetwork;
  kind: "data" | "voice";
  price: Money;
  validityDays: number;
  /** Data bundles: GB for the whole validity. */
  dataGb?: number;
  /** Voice bundles: minutes to any network. */
  minutes?: number;
  popular?: boolean;
};

/** Sample bundles per network in kwacha (not the networks' price lists), cheapest first by kind. */
export const bundles: Bundle[] = [
  {
    id: "mtn-data-day",
    network: "MTN",
    kind: "data",
    price: { minor: 10_00, currency: "ZMW" },
    validityDays: 1,
    dataGb: 1,
  },
  {
    id: "mtn-data-week",
    network: "MTN",
    kind: "data",
    price: { minor: 40_00, currency: "ZMW" },
    validityDays: 7,
    dataGb: 3,
    popular: true,
  },
  {
    id: "mtn-data-month",
    network: "MTN",
    kind: "data",
    price: { minor: 150_00, currency: "ZMW" },
    validityDays: 30,
    dataGb: 10,
  },
  {
    id: "mtn-voice-week",
    network: "MTN",
    kind: "voice",
    price: { minor: 25_00, currency: "ZMW" },
    validityDays: 7,
    minutes: 100,
  },
  {
    id: "mtn-voice-month",
    network: "MTN",
    kind: "voice",
    price: { minor: 90_00, currency: "ZMW" },
    validityDays: 30,
    minutes: 400,
  },
  {
    id: "airtel-data-day",
    network: "Airtel",
    kind: "data",
    price: { minor: 10_00, currency: "ZMW" },
    validityDays: 1,
    dataGb: 1.2,
  },
  {
    id: "airtel-data-week",
    network: "Airtel",
    kind: "data",
    price: { minor: 45_00, currency: "ZMW" },
    validityDays: 7,
    dataGb: 3.5,
    popular: true,
  },
  {
    id: "airtel-data-month",
    network: "Airtel",
    kind: "data",
    price: { minor: 160_00, currency: "ZMW" },
    validityDays: 30,
    dataGb: 12,
  },
  {
    id: "airtel-voice-week",
    network: "Airtel",
    kind: "voice",
    price: { minor: 25_00, currency: "ZMW" },
    validityDays: 7,
    minutes: 120,
  },
  {
    id: "airtel-voice-month",
    network: "Airtel",
    kind: "voice",
    price: { minor: 95_00, currency: "ZMW" },
    validityDays: 30,
    minutes: 450,
  },
  {
    id: "zamtel-data-day",
    network: "Zamtel",
    kind: "data",
    price: { minor: 8_00, currency: "ZMW" },
    validityDays: 1,
    dataGb: 1,
  },
  {
    id: "zamtel-data-week",
    network: "Zamtel",
    kind: "data",
    price: { minor: 40_00, currency: "ZMW" },
    validityDays: 7,
    dataGb: 4,
    popular: true,
  },
  {
    id: "zamtel-data-month",
    network: "Zamtel",
    kind: "data",
    price: { minor: 150_00, currency: "ZMW" },
    validityDays: 30,
    dataGb: 15,
  },
  {
    id: "zamtel-voice-week",
    network: "Zamtel",
    kind: "voice",
    price: { minor: 20_00, currency: "ZMW" },
    validityDays: 7,
    minutes: 150,
  },
  {
    id: "zamtel-voice-month",
    network: "Zamtel",
    kind: "voice",
    price: { minor: 80_00, currency: "ZMW" },
    validityDays: 30,
    minutes: 500,
  },
];

export function bundlesFor(network: ZambianNetwork): Bundle[] {
  return bundles.filter((bundle) => bundle.network === network);
}

export function findBundle(id: string): Bundle | undefined {
  return bundles.find((bundle) => bundle.id === id);
}
