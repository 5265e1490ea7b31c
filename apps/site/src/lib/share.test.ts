import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText, twitterShareUrl, whatsAppShareUrl } from "./share";

afterEach(() => vi.unstubAllGlobals());

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

describe("copyText", () => {
  it("writes to the clipboard and reports success", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await expect(copyText("https://site.example")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("https://site.example");
  });

  it("reports failure when the browser refuses or has no clipboard", async () => {
    vi.stubGlobal("navigator", {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
    });
    await expect(copyText("x")).resolves.toBe(false);
    vi.stubGlobal("navigator", {});
    await expect(copyText("x")).resolves.toBe(false);
  });
});
