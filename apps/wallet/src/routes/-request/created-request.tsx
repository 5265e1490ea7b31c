import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney } from "@repo/ui/lib/format";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { QrCode } from "../../components/qr-code";
import { SharePayLink } from "../../components/share-pay-link";
import { payLinkUrl, type SignedPayLink } from "../../lib/pay-link";

/** The request just made: its QR code, its link and the ways to share it. */
export function CreatedRequest({ link }: { link: SignedPayLink }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.created" });
  const heading = useRef<HTMLHeadingElement>(null);
  const amount = formatMoney(link.amount);
  const url = payLinkUrl(link);
  // The form was just sent: carry keyboard and screen-reader users on to what it made.
  useEffect(() => heading.current?.focus(), [link.id]);
  return (
    <section
      aria-labelledby="created-title"
      className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5 text-center"
    >
      <h2 id="created-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t("title", { amount })}
      </h2>
      <p className="text-sm text-muted-foreground">{t("body", { amount })}</p>
      <QrCode
        value={url}
        label={t("qrLabel", { amount })}
        className="aspect-square w-full max-w-56 rounded-lg"
      />
      <Label htmlFor="created-link" className="sr-only">
        {t("link")}
      </Label>
      <Input
        id="created-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="text-xs"
      />
      <SharePayLink link={link} className="justify-center" />
    </section>
  );
}
