import { AtSign, Building2, Globe, type LucideIcon, Smartphone, WalletCards } from "lucide-react";

import type { TransferType } from "../../../lib/send-money-search";

/** One icon per way of sending, shared by the method list and the payment summary. */
export const methodIcon: Record<TransferType, LucideIcon> = {
  phone: Smartphone,
  upi: AtSign,
  bank: Building2,
  international: Globe,
  mobileMoney: WalletCards,
};
