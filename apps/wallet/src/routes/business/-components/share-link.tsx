import { type ShareableLink, SharePayLink, shareUrl } from "../../../components/share-pay-link";

/** A business link's address, to read or select, and the shared ways to send it. */
export function ShareLink({ link }: { link: ShareableLink }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-muted p-3 text-xs break-all select-all">{shareUrl(link)}</p>
      <SharePayLink link={link} channels={["whatsapp", "email", "sms", "copy"]} />
    </div>
  );
}
