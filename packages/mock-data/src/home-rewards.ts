import type { HomeCountryCode } from "@repo/pricing/home-countries";

import { firstPaymentOffer, offers } from "./offers";
import { rewards } from "./rewards";
import type { Offer, Reward } from "./types";
import {
  firstPaymentOffer as zambianFirstPaymentOffer,
  offers as zambianOffers,
} from "./zambia/offers";
import { rewards as zambianRewards } from "./zambia/rewards";

/** A home country's offers and earned rewards, in its currency's main unit. */
export type HomeRewards = {
  firstPaymentOffer: Offer;
  offers: readonly Offer[];
  rewards: readonly Reward[];
};

export const homeRewards: Record<HomeCountryCode, HomeRewards> = {
  IN: { firstPaymentOffer, offers, rewards },
  ZM: {
    firstPaymentOffer: zambianFirstPaymentOffer,
    offers: zambianOffers,
    rewards: zambianRewards,
  },
};
