import { afterEach, describe, expect, it, vi } from "vitest";

import { copyText, shareOrCopy } from "./clipboard";

afterEach(() => vi.unstubAllGlobals());

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

describe("shareOrCopy", () => {
  const data = { title: "Join me", text: "Join me on SangamPay" };

  it("uses the share sheet where there is one, and says when the person closed it", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { share });
    await expect(shareOrCopy(data, "copied text")).resolves.toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
    share.mockRejectedValue(new DOMException("closed", "AbortError"));
    await expect(shareOrCopy(data, "copied text")).resolves.toBe("closed");
  });

  it("copies the fallback where there is no sheet or it fails, and says when that fails too", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await expect(shareOrCopy(data, "copied text")).resolves.toBe("copied");
    expect(writeText).toHaveBeenCalledWith("copied text");
    vi.stubGlobal("navigator", {
      share: vi.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")),
    });
    await expect(shareOrCopy(data, "copied text")).resolves.toBe("failed");
  });
});
