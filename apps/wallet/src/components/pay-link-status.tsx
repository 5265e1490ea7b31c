import { Badge } from "@repo/ui/components/badge";
import { useTranslation } from "react-i18next";

import type { PayLinkStatus } from "../lib/pay-link";

const variants = { paid: "success", pending: "secondary", expired: "outline" } as const;

/** A payment link's status as a badge: Pending, Paid or Expired. Needs the "payLink" copy. */
export function PayLinkStatusBadge({ status }: { status: PayLinkStatus | undefined }) {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink.status" });
  // While the ledger is read, the badge keeps its place without guessing.
  if (!status) return <Badge variant="outline" aria-hidden="true" className="invisible" />;
  return <Badge variant={variants[status]}>{t(status)}</Badge>;
}
