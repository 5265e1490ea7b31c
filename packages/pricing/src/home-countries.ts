/**
 * The countries a SangamPay account can be opened in. An account's home country decides its
 * phone numbers, its currency (and so its limits: `limitsOf` in @repo/ledger/limits) and the
 * everyday amounts its screens offer.
 */
export type HomeCountryCode = "IN" | "ZM";

/** The government IDs an identity check (KYC) can take, across the home countries. */
export type IdentityDocument = "aadhaar" | "pan" | "passport" | "nationalId" | "zambianPassport";

/** A way to send at home, as the send screen lists it ("scan" opens Scan & Pay). */
export type HomeWay = "phone" | "upi" | "mobileMoney" | "scan" | "bank" | "international";

/** How money moves at home: the ways to send, the payment code accounts are paid by, the bank branch's code. */
export type HomePayments = {
  /** The ways to send at home, in the order the send screen lists them. */
  ways: readonly HomeWay[];
  /**
   * The payment code an account is paid by and pays (its receive screen's QR and id, what Scan &
   * Pay reads and what its people type there): a UPI ID, or a SangamPay number (the account's
   * mobile number, where there is no UPI).
   */
  code: "upi" | "sangamPay";
  /** What names a bank account's branch: an IFSC, or a branch sort code (which names the bank). */
  bankBranch: "ifsc" | "sortCode";
};

export type HomeCountry = {
  code: HomeCountryCode;
  /** English name; other languages name the country with `Intl.DisplayNames`. */
  name: string;
  /**
   * Mobile numbers: the calling code, national length, possible first digits, trunk prefix, and
   * the groups the national number is read out in ("+91 98480 22338": 5 and 5).
   */
  mobile: {
    callingCode: string;
    length: number;
    firstDigits: string;
    trunkPrefix: string;
    groups: readonly number[];
    /**
     * Where a number's first two national digits name its network: each network's prefixes
     * (none where they do not, as in India, whose numbers keep their operator when ported).
     */
    networks: Readonly<Record<string, readonly string[]>>;
    /** Its people type the trunk prefix before their numbers (Zambia's 097…): a field keeps it. */
    typedWithTrunk: boolean;
  };
  /**
   * Each network's mobile-money wallet, as its people name it (Zambia's "MTN MoMo"); none where
   * mobile money is not a way to pay at home.
   */
  mobileMoney: Readonly<Record<string, string>>;
  /** The wallet's currency (ISO 4217) and the locale that writes it for its own people. */
  currency: "INR" | "ZMW";
  locale: string;
  /** One-tap amounts on the send screen, in the currency's main unit. */
  quickAmounts: readonly number[];
  /** The IDs its people verify their identity with, the usual one first. */
  identityDocuments: readonly IdentityDocument[];
  payments: HomePayments;
};

export const homeCountries = {
  IN: {
    code: "IN",
    name: "India",
    mobile: {
      callingCode: "+91",
      length: 10,
      firstDigits: "6789",
      trunkPrefix: "0",
      groups: [5, 5],
      networks: {},
      typedWithTrunk: false,
    },
    mobileMoney: {},
    currency: "INR",
    locale: "en-IN",
    quickAmounts: [500, 1000, 2000, 5000],
    identityDocuments: ["aadhaar", "pan", "passport"],
    payments: {
      ways: ["phone", "upi", "scan", "bank", "international"],
      code: "upi",
      bankBranch: "ifsc",
    },
  },
  ZM: {
    code: "ZM",
    name: "Zambia",
    mobile: {
      callingCode: "+260",
      length: 9,
      firstDigits: "79",
      trunkPrefix: "0",
      groups: [2, 3, 4],
      networks: { MTN: ["96", "76"], Airtel: ["97", "77"], Zamtel: ["95", "75"] },
      typedWithTrunk: true,
    },
    mobileMoney: { MTN: "MTN MoMo", Airtel: "Airtel Money", Zamtel: "Zamtel Kwacha" },
    currency: "ZMW",
    locale: "en-ZM",
    quickAmounts: [50, 100, 200, 500],
    // The National Registration Card, and a Zambian passport.
    identityDocuments: ["nationalId", "zambianPassport"],
    // No UPI: SangamPay numbers, mobile-money wallets and banks by branch sort code.
    payments: {
      ways: ["phone", "mobileMoney", "scan", "bank", "international"],
      code: "sangamPay",
      bankBranch: "sortCode",
    },
  },
} as const satisfies Record<HomeCountryCode, HomeCountry>;

/** India: what an account is when nothing says otherwise (the sample account, a guest). */
export const DEFAULT_HOME_COUNTRY: HomeCountryCode = "IN";

export const homeCountryCodes = Object.keys(homeCountries) as HomeCountryCode[];

export function isHomeCountryCode(code: unknown): code is HomeCountryCode {
  return typeof code === "string" && Object.hasOwn(homeCountries, code);
}

/** The home country whose currency this is (every home country has its own). */
export function homeCountryOfCurrency(currency: string): HomeCountry | undefined {
  return Object.values(homeCountries).find((country) => country.currency === currency);
}

/** Whether a home country's people send by this way at home (no UPI in Zambia, no mobile money in India). */
export function sendsAtHome({ payments }: Pick<HomeCountry, "payments">, way: HomeWay): boolean {
  return payments.ways.includes(way);
}

type Networks = Pick<HomeCountry["mobile"], "networks">;

/** The first two digits of every network's numbers in a country (none where numbers name none). */
export function networkPrefixes({ networks }: Networks): string[] {
  return Object.values(networks).flat();
}

/** The network a national number (or its first two digits or more) belongs to, if any. */
export function mobileNetworkOf({ networks }: Networks, national: string) {
  const prefix = national.slice(0, 2);
  return Object.keys(networks).find((name) => networks[name]!.includes(prefix));
}
