import { sampleBusiness } from "@repo/mock-data/business";

import type { Supplier } from "../../../lib/business/business-pdf";
import type { BusinessProfile } from "../../../stores/business-store";

/**
 * The business as its invoices, reports and settlement account name it: the sign-up's details over
 * the sample's (a business signed up under its own name is not the sample's company).
 */
export function supplierOf(profile: BusinessProfile | null): Supplier {
  return {
    legalName: profile?.name ?? sampleBusiness.legalName,
    displayName: profile?.name ?? sampleBusiness.displayName,
    gstin: profile ? profile.gstin : sampleBusiness.gstin,
    stateCode: profile?.stateCode ?? sampleBusiness.stateCode,
    address: sampleBusiness.outlets[0]!.address,
  };
}

/** Outlet id → name, for reports. */
export const outletNames = Object.fromEntries(sampleBusiness.outlets.map((o) => [o.id, o.name]));
