import type { Money } from "@repo/ledger/money";
import { detectOperator, operators, plansFor } from "@repo/mock-data/operators";
import { bundlesFor, zambianOperators } from "@repo/mock-data/zambian-operators";
import { homeCountries, type HomeCountryCode, mobileNetworkOf } from "@repo/pricing/home-countries";

import { normaliseMobile } from "./phone";

/**
 * What a home country's recharge screen sells, as data: its operators, how a number's operator
 * is told, the packs each sells, whether airtime of any amount is sold beside them, and which
 * words the screen reads (`recharge.plans.*` or `recharge.bundles.*`). The one recharge screen
 * composes this; a new home country adds its line here and its copy.
 */
export type RechargeOffer = {
  operators: readonly { id: string; name: string }[];
  /** The operator a number belongs to, as far as the typed text tells it. */
  detect: (number: string) => string | undefined;
  packs: (operator: string) => RechargePack[];
  /** Airtime of any amount within the account's limits, beside the packs. */
  airtime: boolean;
  /** The copy under `recharge.` that words the packs: India's plans, Zambia's bundles. */
  words: "plans" | "bundles";
  /** The headed groups the packs are listed in (one unheaded list: `[undefined]`). */
  groups: readonly (RechargePack["group"] | undefined)[];
};

/** One plan or bundle: its price and what it gives. */
export type RechargePack = {
  id: string;
  price: Money;
  popular: boolean;
  validityDays: number;
  group?: "data" | "voice";
  /** Data in GB, per day or for the whole validity. */
  data?: { gb: number; per: "day" | "pack" };
  /** Minutes of calls to any network. */
  minutes?: number;
  unlimitedCalls?: boolean;
  smsPerDay?: number;
};

const indianOffer: RechargeOffer = {
  operators,
  detect: (number) => detectOperator(number)?.id,
  packs: (operator) =>
    operators.some((o) => o.id === operator)
      ? plansFor(operator as (typeof operators)[number]["id"]).map((plan) => ({
          id: plan.id,
          price: plan.price,
          popular: plan.popular === true,
          validityDays: plan.validityDays,
          data: { gb: plan.dataGb, per: plan.dataPer },
          unlimitedCalls: plan.unlimitedCalls,
          smsPerDay: plan.smsPerDay,
        }))
      : [],
  airtime: false,
  words: "plans",
  groups: [undefined],
};

const zambianOffer: RechargeOffer = {
  operators: zambianOperators.map((name) => ({ id: name, name })),
  // The network is told from a whole number's first two digits.
  detect: (number) => {
    const { mobile } = homeCountries.ZM;
    const national = normaliseMobile(number, mobile);
    return national.ok ? mobileNetworkOf(mobile, national.value) : undefined;
  },
  packs: (operator) =>
    zambianOperators.some((name) => name === operator)
      ? bundlesFor(operator as (typeof zambianOperators)[number]).map((bundle) => ({
          id: bundle.id,
          price: bundle.price,
          popular: bundle.popular === true,
          validityDays: bundle.validityDays,
          group: bundle.kind,
          ...(bundle.dataGb === undefined ? {} : { data: { gb: bundle.dataGb, per: "pack" } }),
          ...(bundle.minutes === undefined ? {} : { minutes: bundle.minutes }),
        }))
      : [],
  airtime: true,
  words: "bundles",
  groups: ["data", "voice"],
};

export const rechargeOffers: Record<HomeCountryCode, RechargeOffer> = {
  IN: indianOffer,
  ZM: zambianOffer,
};
