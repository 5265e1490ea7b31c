import { Button } from "@repo/ui/components/button";
import { shareOrCopy } from "@repo/ui/lib/clipboard";
import { toast } from "@repo/ui/lib/toast";
import { Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";

import { useSiteUrl } from "../lib/site-url";

/**
 * Invites someone who has no account yet: the share sheet on a phone, else the invitation copied.
 * Only the connected wallet meets a number with no account. Needs the wallet's "payment" copy.
 * `label`: its accessible name where several people may be invited (it says whom).
 */
export default function InviteButton({ label }: { label?: string }) {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.summary" });
  const siteUrl = useSiteUrl();
  const invite = async () => {
    const text = t("inviteText", { url: siteUrl("/") });
    const end = await shareOrCopy({ title: t("invite"), text }, text);
    if (end === "copied") toast({ title: t("inviteCopied"), variant: "success" });
    if (end === "failed") toast({ title: t("inviteFailed"), variant: "error" });
  };
  return (
    <Button variant="outline" aria-label={label} onClick={() => void invite()}>
      <Share2 aria-hidden="true" />
      {t("invite")}
    </Button>
  );
}
