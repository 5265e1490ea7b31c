import { paymentLegs } from "@repo/ledger/fees";
import { inr, type Money } from "@repo/ledger/money";
import { sampleBusiness } from "@repo/mock-data/business";
import { user } from "@repo/mock-data/user";

import type { LedgerEntry } from "../ledger";
import {
  newPayLinkId,
  parsePayLink,
  payLinkQuery,
  type SignedPayLink,
  signPayLink,
} from "../pay-link";
import type { BusinessEntry, BusinessSale } from "./business-ledger";

/**
 * The business's payment links: the shared signed links (`pay-link.ts`) of kind "business",
 * paid to the business's own UPI ID, with the payment-link fee on each payment received.
 */
export type LinkQuote = { amount: Money; fee: Money; toBusiness: Money };

export function linkQuote(amount: Money): LinkQuote {
  const { fee, credit } = paymentLegs("link", amount);
  return { amount, fee, toBusiness: credit };
}

/** Expiry choices, in days; none means the link stays open until paid. */
export const LINK_EXPIRY_DAYS = [1, 7, 30] as const;
export type LinkExpiry = (typeof LINK_EXPIRY_DAYS)[number] | null;

export type LinkDraft = {
  businessName: string;
  /** The business's own UPI ID (`BusinessProfile.vpa`). */
  businessVpa: string;
  amount: Money;
  purpose?: string;
  expiry: LinkExpiry;
};

export function createBusinessLink(draft: LinkDraft, now: Date): Promise<SignedPayLink> {
  return signPayLink({
    id: newPayLinkId("business"),
    kind: "business",
    payee: { name: draft.businessName, account: draft.businessVpa },
    amount: draft.amount,
    ...(draft.purpose ? { purpose: draft.purpose } : {}),
    createdAt: now.toISOString(),
    ...(draft.expiry
      ? { expiresAt: new Date(now.getTime() + draft.expiry * 86_400_000).toISOString() }
      : {}),
  });
}

/**
 * A stored link read back, or null when it is not a sound link of this business (storage is
 * untrusted): paid to its UPI ID, or to the sample's, which links made before businesses had
 * their own were paid to (kept, so their sales are still credited).
 */
export function storedLink(raw: unknown, vpa: string | undefined): SignedPayLink | null {
  try {
    const link = parsePayLink(payLinkQuery(raw as SignedPayLink));
    const ours = link?.payee.account === vpa || link?.payee.account === sampleBusiness.vpa;
    return link?.kind === "business" && ours ? link : null;
  } catch {
    return null;
  }
}

/**
 * Sales for links paid in this browser's wallet and not yet in the book: the payment's id,
 * amount and time, from the wallet's own account, less the link fee. Links are the business's
 * main outlet's sales.
 */
export function salesForPaidLinks(
  links: readonly SignedPayLink[],
  paid: ReadonlyMap<string, LedgerEntry>,
  entries: readonly BusinessEntry[],
): BusinessSale[] {
  const recorded = new Set(
    entries.flatMap((e) => (e.kind === "sale" && e.linkId ? [e.linkId] : [])),
  );
  return links.flatMap((link) => {
    const payment = paid.get(link.id);
    if (!payment || recorded.has(link.id)) return [];
    const amount = inr(Math.abs(payment.amount.minor));
    return [
      {
        id: payment.id,
        kind: "sale" as const,
        outletId: sampleBusiness.outlets[0]!.id,
        customer: user.name,
        payer: user.upiId,
        amount,
        fee: linkQuote(amount).fee,
        date: payment.date,
        status: "Completed" as const,
        linkId: link.id,
      },
    ];
  });
}
