import { describe, expect, it } from "vitest";

import { twitterShareUrl, whatsAppShareUrl } from "./share";

describe("share links", () => {
  it("builds a tweet intent with the text and the page URL encoded", () => {
    const href = new URL(twitterShareUrl("I joined & you?", "https://site.example/waitlist"));
    expect(href.origin + href.pathname).toBe("https://twitter.com/intent/tweet");
    expect(href.searchParams.get("text")).toBe("I joined & you?");
    expect(href.searchParams.get("url")).toBe("https://site.example/waitlist");
  });

  it("builds a WhatsApp link carrying the whole message", () => {
    const href = new URL(whatsAppShareUrl("Join me: https://site.example/waitlist"));
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe("Join me: https://site.example/waitlist");
  });
});
