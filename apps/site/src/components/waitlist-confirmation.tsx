import { Button } from "@repo/ui/components/button";
import { Card } from "@repo/ui/components/card";
import { appUrl } from "@repo/ui/lib/app-url";
import { copyText } from "@repo/ui/lib/clipboard";
import { toast } from "@repo/ui/lib/toast";
import { CircleCheck, Link2, MessageCircle, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { WAITLIST_SHARE_PATH } from "../content/waitlist";
import { twitterShareUrl, whatsAppShareUrl } from "../lib/share";

/** What replaces the waitlist form once a visitor has joined: the confirmation and share links. */
export function WaitlistConfirmation() {
  const { t } = useTranslation("site", { keyPrefix: "waitlist.done" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shareUrl = appUrl("site", WAITLIST_SHARE_PATH);

  // The form the visitor was in has gone: move focus to the news so it is announced.
  useEffect(() => headingRef.current?.focus(), []);

  async function copyLink() {
    if (await copyText(shareUrl)) {
      toast({
        title: t("copied"),
        description: t("copiedBody", { url: shareUrl }),
        variant: "success",
      });
    } else {
      toast({
        title: t("copyFailed"),
        description: t("copyFailedBody", { url: shareUrl }),
        variant: "error",
      });
    }
  }

  const shareLinks = [
    { id: "twitter", href: twitterShareUrl(t("shareText"), shareUrl), icon: Send },
    {
      id: "whatsapp",
      href: whatsAppShareUrl(t("whatsappText", { url: shareUrl })),
      icon: MessageCircle,
    },
  ] as const;

  return (
    <Card className="mx-auto max-w-2xl items-center gap-5 p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-14 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
        {t("title")}
      </h2>
      <p className="text-lg text-muted-foreground">{t("body")}</p>
      <div className="mt-2 flex w-full flex-col gap-3 border-t pt-6">
        <h3 className="font-semibold">{t("shareTitle")}</h3>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          {shareLinks.map((link) => (
            <Button key={link.id} asChild variant="outline">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                <link.icon aria-hidden="true" />
                {t(link.id)}
                <span className="sr-only"> {t("newTab")}</span>
              </a>
            </Button>
          ))}
          <Button variant="outline" onClick={() => void copyLink()}>
            <Link2 aria-hidden="true" />
            {t("copy")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
