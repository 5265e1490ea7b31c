import { feeRateOf, feeRates } from "@repo/ledger/fees";

/**
 * What a merchant pays, said once for the site's pricing, merchant and FAQ pages: each way money
 * reaches or leaves a business, its rate in basis points (the ledger's, which the wallet's
 * business screens and the ledger itself charge) and what the rate is charged on. A customer
 * never pays a merchant's fee: it is kept back from what reaches the business.
 */
export const merchantFees = [
  /** A customer scans the business's QR code: free. */
  { id: "qr", rate: feeRateOf("qr"), per: "payment" },
  /** A customer pays through a payment link the business shared: kept back from that payment. */
  { id: "paymentLinks", rate: feeRateOf("link"), per: "payment" },
  /** The business moves its balance to its bank account: kept back from that settlement. */
  { id: "settlement", rate: feeRateOf("settlement"), per: "settlement" },
  /** Cards and net banking at the checkout of the business's own website or app. */
  { id: "gateway", rate: feeRates.gateway, per: "payment" },
] as const satisfies readonly { id: string; rate: number; per: "payment" | "settlement" }[];

export type MerchantFeeId = (typeof merchantFees)[number]["id"];

/** The rate of one of the merchant's fees, in basis points. */
export function merchantFeeRate(id: MerchantFeeId): number {
  return merchantFees.find((fee) => fee.id === id)!.rate;
}

/**
 * The Merchant plan's headline "per transaction" rate: a QR payment, free to receive, then
 * settled to the bank. It is the sum of those two fees, so it cannot disagree with them.
 */
export const merchantPlanRate = merchantFeeRate("qr") + merchantFeeRate("settlement");
