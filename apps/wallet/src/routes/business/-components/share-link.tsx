import { Button } from "@repo/ui/components/button";
import { copyText } from "@repo/ui/lib/clipboard";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { Copy, Mail, MessageCircle, MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";

import { payLinkUrl, type SignedPayLink } from "../../../lib/pay-link";

/** The link's address and the ways to send it: WhatsApp, e-mail, SMS or the clipboard. */
export function ShareLink({ link }: { link: SignedPayLink }) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.links" });
  const url = payLinkUrl(link);
  const values = { name: link.payee.name, amount: formatMoney(link.amount), url };
  const text = link.purpose
    ? t("shareTextPurpose", { ...values, purpose: link.purpose })
    : t("shareText", values);
  const subject = t("shareSubject", values);
  const copy = async () => {
    const copied = await copyText(url);
    toast(
      copied
        ? { title: t("copied"), variant: "success" }
        : { title: t("copyFailed"), variant: "error" },
    );
  };
  const share = [
    {
      key: "whatsapp",
      href: `https://wa.me/?text=${encodeURIComponent(text)}`,
      icon: MessageCircle,
    },
    {
      key: "email",
      href: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
      icon: Mail,
    },
    { key: "sms", href: `sms:?&body=${encodeURIComponent(text)}`, icon: MessageSquareText },
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-muted p-3 text-xs break-all select-all">{url}</p>
      <div className="grid grid-cols-2 gap-2">
        {share.map(({ key, href, icon: Icon }) => (
          <Button key={key} asChild variant="outline">
            <a
              href={href}
              target={key === "whatsapp" ? "_blank" : undefined}
              rel="noopener noreferrer"
            >
              <Icon aria-hidden="true" />
              {t(`share.${key}`)}
            </a>
          </Button>
        ))}
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("share.copy")}
        </Button>
      </div>
    </div>
  );
}
