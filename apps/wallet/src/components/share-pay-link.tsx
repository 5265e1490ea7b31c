import type { Money } from "@repo/ledger/money";
import { Button } from "@repo/ui/components/button";
import { copyText } from "@repo/ui/lib/clipboard";
import { cn } from "@repo/ui/lib/cn";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { Copy, Mail, MessageCircle, MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";

import { COUNTRY_CODE } from "../lib/limits";
import { payLinkUrl, type SignedPayLink } from "../lib/pay-link";

export type ShareChannel = "whatsapp" | "email" | "sms" | "copy";

/**
 * A link to share: a signed one (its address made from its fields) or one whose address is given
 * (a link the connected wallet's server keeps, addressed by its id).
 */
export type ShareableLink =
  SignedPayLink | { url: string; amount: Money; payee: { name: string }; purpose?: string };

/** The address a shared link opens. */
export const shareUrl = (link: ShareableLink) => ("url" in link ? link.url : payLinkUrl(link));

type SharePayLinkProps = {
  link: ShareableLink;
  /** The group's accessible name; "Share the link for ₹300" unless given. */
  label?: string;
  /** A mobile number (ten digits) to address WhatsApp and SMS to; anyone's choice without. */
  phone?: string;
  channels?: readonly ShareChannel[];
  className?: string;
};

/** `https://wa.me/` and `sms:` take the number with its country code. */
const internationalDigits = (phone: string) => `${COUNTRY_CODE.replace("+", "")}${phone}`;

/**
 * Ways to send a payment link: WhatsApp (`https://wa.me/?text=`), e-mail (`mailto:`), SMS
 * (`sms:`) with the message and link filled in, and Copy. Needs the wallet's "payLink" copy.
 */
export function SharePayLink({
  link,
  label,
  phone,
  channels = ["whatsapp", "sms", "copy"],
  className,
}: SharePayLinkProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payLink.share" });
  const url = shareUrl(link);
  const amount = formatMoney(link.amount);
  const name = link.payee.name;
  const message = link.purpose
    ? t("message", { name, amount, purpose: link.purpose, link: url })
    : t("messageNoPurpose", { name, amount, link: url });
  const text = encodeURIComponent(message);
  const hrefs: Record<Exclude<ShareChannel, "copy">, string> = {
    whatsapp: `https://wa.me/${phone ? internationalDigits(phone) : ""}?text=${text}`,
    sms: `sms:${phone ? `+${internationalDigits(phone)}` : ""}?body=${text}`,
    email: `mailto:?subject=${encodeURIComponent(t("subject", { name }))}&body=${text}`,
  };
  const icons = { whatsapp: MessageCircle, sms: MessageSquareText, email: Mail };

  const copy = async () => {
    const copied = await copyText(url);
    toast(
      copied
        ? { title: t("copied"), variant: "success" }
        : { title: t("copyFailed"), variant: "error" },
    );
  };

  return (
    <div
      role="group"
      aria-label={label ?? t("label", { amount })}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {channels.map((channel) => {
        if (channel === "copy") {
          return (
            <Button key={channel} variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t("copy")}
            </Button>
          );
        }
        const Icon = icons[channel];
        return (
          <Button key={channel} asChild variant="outline" size="sm">
            <a
              href={hrefs[channel]}
              {...(channel === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <Icon aria-hidden="true" />
              {t(channel)}
            </a>
          </Button>
        );
      })}
    </div>
  );
}
