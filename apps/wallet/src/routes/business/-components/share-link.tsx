import { SharePayLink } from "../../../components/share-pay-link";
import { payLinkUrl, type SignedPayLink } from "../../../lib/pay-link";

/** A business link's address, to read or select, and the shared ways to send it. */
export function ShareLink({ link }: { link: SignedPayLink }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-muted p-3 text-xs break-all select-all">{payLinkUrl(link)}</p>
      <SharePayLink link={link} channels={["whatsapp", "email", "sms", "copy"]} />
    </div>
  );
}
