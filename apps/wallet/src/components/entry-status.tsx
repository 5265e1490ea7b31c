import { useTranslation } from "react-i18next";

import type { PaymentStatus } from "../lib/ledger";

/**
 * A list row's status after its time: nothing for a completed payment, else where it stands
 * ("On its way", "Failed, money returned"). Needs the wallet's "app" copy.
 */
export function EntryStatus({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation("wallet", { keyPrefix: "app.statuses" });
  if (status === "Completed") return null;
  return <span className="font-semibold text-foreground"> · {t(status)}</span>;
}
