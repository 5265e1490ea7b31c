import { useLanguage } from "@repo/i18n/language-provider";
import { formatDateTime } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { ListCard } from "../../../components/kit/list-card";
import { storedLink } from "../../../lib/business/business-links";
import { payLinkStatus, payLinkUrl } from "../../../lib/pay-link";
import { useBusinessStore } from "../../../stores/business-store";
import { LinkItem } from "./link-item";

/** The links this device signed (the local wallet's), each pending, paid (a sale) or expired. */
export function SignedLinkList() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.links" });
  const { language } = useLanguage();
  const profile = useBusinessStore((s) => s.profile);
  const state = useBusinessStore((s) => s.state);
  const links = (state?.links ?? []).flatMap((raw) => storedLink(raw, profile?.vpa) ?? []);
  if (links.length === 0) return <p className="text-muted-foreground">{t("none")}</p>;
  const paid = new Map(
    (state?.book.entries ?? []).flatMap((e) =>
      e.kind === "sale" && e.linkId ? [[e.linkId, e]] : [],
    ),
  );
  const now = new Date();
  const date = (iso: string) => formatDateTime(new Date(iso), language);
  return (
    <ListCard>
      {links.map((link) => {
        const status = payLinkStatus(link, paid, now);
        return (
          <LinkItem
            key={link.id}
            amount={link.amount}
            status={status}
            statusLabel={t(`status.${status}`)}
            purpose={link.purpose}
            when={
              link.expiresAt
                ? t("createdExpires", {
                    created: date(link.createdAt),
                    expires: date(link.expiresAt),
                  })
                : t("created", { created: date(link.createdAt) })
            }
            href={payLinkUrl(link)}
          />
        );
      })}
    </ListCard>
  );
}
