/** Real share links for the waitlist confirmation: they open the network's own share screen. */
export function twitterShareUrl(text: string, url: string): string {
  const query = new URLSearchParams({ text, url });
  return `https://twitter.com/intent/tweet?${query.toString()}`;
}

/** WhatsApp takes one text; the caller's message already holds the link. */
export function whatsAppShareUrl(message: string): string {
  const query = new URLSearchParams({ text: message });
  return `https://wa.me/?${query.toString()}`;
}
