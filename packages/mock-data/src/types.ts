import type { Money } from "@repo/ledger/money";

/*
 * Money is held as the ledger holds it (`Money`): an integer count of minor units (paise, ngwee)
 * with its currency, written `1200_00` for 1,200.00 so the main unit reads at a glance.
 */

/** The currencies of the sample accounts and billers. */
export type SampleCurrency = "INR" | "ZMW";

export type TransactionType = "expense" | "income";

export type TransactionCategory =
  "transfer" | "shopping" | "food" | "bills" | "recharge" | "salary" | "add-money" | "cashback";

export type Transaction = {
  id: string;
  name: string;
  /** Negative for an expense, positive for income. */
  amount: Money;
  type: TransactionType;
  category: TransactionCategory;
  /** ISO 8601 date and time. */
  date: string;
  status: "Completed";
};

export type Contact = {
  id: string;
  name: string;
  /** The national mobile number: ten digits in India, nine in Zambia. */
  phone: string;
  initials: string;
  /** Indian contacts only: Zambia has no UPI. */
  upiId?: string;
};

export type User = {
  id: string;
  name: string;
  firstName: string;
  phone: string;
  countryCode: string;
  email: string;
  /** Indian accounts only: a Zambian account is paid to its number. */
  upiId?: string;
  kycVerified: boolean;
  memberSince: string;
  city: string;
};

export type Balances = {
  bank: Money;
  wallet: Money;
};

/** Countries SangamPay serves, as ISO 3166-1 alpha-2 codes. */
export type Country = "IN" | "ZM";

/** A bank account linked to the wallet. Only the last four digits are ever held. */
export type BankAccount = {
  id: string;
  bankName: string;
  accountType: "savings" | "current";
  last4: string;
  /** Indian accounts: the branch's IFSC. */
  ifsc?: string;
  /** Zambian accounts: the branch's six-digit sort code. */
  sortCode?: string;
  /** The account UPI payments and add-money use unless another is chosen. */
  primary: boolean;
};

export type CardNetwork = "visa" | "mastercard" | "rupay";

/** A saved card. Only the last four digits and the expiry are ever held. */
export type Card = {
  id: string;
  issuer: string;
  network: CardNetwork;
  kind: "debit" | "credit";
  last4: string;
  /** MM/YY. */
  expiry: string;
};

/** The seven bill categories the marketing pages promise. */
export type BillCategory =
  "electricity" | "tax" | "pension" | "water" | "mobile" | "satellite-tv" | "internet";

/** What a biller calls the number that identifies a customer; names the field's label. */
export type ConsumerIdKind =
  | "consumer-number"
  | "meter-number"
  | "account-number"
  | "pan"
  | "tpin"
  | "pran"
  | "member-number"
  | "mobile-number"
  | "subscriber-id"
  | "smart-card";

export type Biller = {
  id: string;
  name: string;
  category: BillCategory;
  country: Country;
  currency: SampleCurrency;
  consumerId: {
    kind: ConsumerIdKind;
    /** Anchored regular expression the (space-free, upper-cased) number must match. */
    pattern: string;
    /** A valid sample number, shown as the input's placeholder. */
    example: string;
  };
  /**
   * Range of sample bill amounts, in minor units of the biller's currency; bills fall on whole
   * units (a sample bill is never ₹412.37).
   */
  sampleRange: { min: number; max: number };
  /**
   * A prepaid meter: no bill is fetched; any amount buys units at this tariff, delivered as a
   * token to type into the meter.
   */
  prepaidTariff?: ElectricityTariff;
  /**
   * Offered only to accounts at home in the biller's country, paying in its currency (prepaid
   * units are bought in kwacha, never converted).
   */
  homeOnly?: boolean;
};

/**
 * A prepaid electricity tariff: the price of a unit (kWh) rises with the units bought in the same
 * calendar month. Bands run cheapest first; the last has no upper bound.
 */
export type ElectricityTariff = {
  id: string;
  currency: "ZMW";
  bands: readonly { upToKwh: number | null; minorPerKwh: number }[];
};

/** A bill as a biller reports it for one consumer number. */
export type Bill = {
  billerId: string;
  consumerNumber: string;
  customerName: string;
  /** In the biller's currency. */
  amount: Money;
  /** What the wallet pays, in rupees (converted at the sample rate for kwacha bills). */
  amountInr: Money;
  /** ISO dates (the biller's calendar days). */
  billDate: string;
  dueDate: string;
  /** When the next bill is issued: this bill's cycle runs from billDate up to this day. */
  nextBillDate: string;
};

export type BillLookup =
  { status: "due"; bill: Bill } | { status: "no-dues" } | { status: "invalid-number" };

export type OperatorId = "jio" | "airtel" | "vi" | "bsnl";

export type Operator = {
  id: OperatorId;
  name: string;
  /** Four-digit number series (the first digits of a mobile number) this operator was issued. */
  prefixes: string[];
};

export type RechargePlan = {
  id: string;
  operatorId: OperatorId;
  price: Money;
  validityDays: number;
  /** Data in GB: per day for "daily" plans, for the whole validity otherwise. */
  dataGb: number;
  dataPer: "day" | "pack";
  unlimitedCalls: boolean;
  smsPerDay: number;
  popular?: boolean;
};

export type OfferId = "first-payment" | "bills-5" | "recharge-20";

/**
 * An offer the wallet lists. Each is paid by the wallet's ledger when its terms are met
 * (`@repo/ledger/offers`), so only offers it can pay are listed: cashback, no fee waivers.
 */
export type Offer = {
  id: OfferId;
  kind: "cashback";
  /** The account's first payment (once), or each payment of these kinds. */
  rewards: "first-payment" | readonly ("bill" | "recharge")[];
  /** Percentage of the payment returned, when the cashback is proportional. */
  percent?: number;
  /** A flat cashback, or the cap of a proportional one, in the home currency. */
  maxAmount: Money;
  /** Smallest payment that qualifies, in the home currency. */
  minPayment: Money;
  /** ISO date of the last day the offer runs. */
  validUntil: string;
  code: string;
};

export type Reward = {
  id: string;
  kind: "cashback" | "referral" | "scratch-card";
  offerId?: OfferId;
  /** What earned it: a merchant, a biller or a friend's name. */
  source: string;
  /** Credited to the wallet, in the home currency. */
  amount: Money;
  /** ISO 8601 date and time. */
  date: string;
};
