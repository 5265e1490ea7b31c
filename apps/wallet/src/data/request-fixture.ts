import type { RequestView } from "./requests-api";

export const ID = "3f2b8c1e-9d4a-4e6b-8a7c-1d2e3f4a5b6c";

/** A request as the server shows it, Asha asking Ravi for ₹300 (for the data tests). */
export const requestView = (over: Partial<RequestView> = {}): RequestView => ({
  id: ID,
  kind: "request",
  status: "open",
  direction: "outgoing",
  amount: "30000",
  currency: "INR",
  note: "Movie tickets",
  requester: { name: "Asha Menon", maskedPhone: "+91 ••••• •0017" },
  payer: { name: "Ravi Kumar", maskedPhone: "+91 ••••• •3210" },
  transferId: null,
  createdAt: "2026-11-26T06:00:00.000Z",
  updatedAt: "2026-11-26T06:00:00.000Z",
  ...over,
});
