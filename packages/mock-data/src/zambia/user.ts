import type { User } from "../types";

/** The Zambian sample account: paid in kwacha, reached by its number (Zambia has no UPI). */
export const user: User = {
  id: "user-zm-1",
  name: "Mwila Banda",
  firstName: "Mwila",
  phone: "971234567",
  countryCode: "+260",
  email: "mwila.banda@sangampay.example",
  kycVerified: true,
  memberSince: "2025-02-03",
  city: "Lusaka",
};
