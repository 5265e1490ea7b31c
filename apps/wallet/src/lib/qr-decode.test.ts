import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh module per test: the chosen decoder is cached for the page's lifetime. */
async function freshLoad() {
  vi.resetModules();
  const { loadQrDecoder } = await import("./qr-decode");
  return loadQrDecoder();
}

function stubDetector(formats: string[], rawValue = "upi://pay?pa=shop@okaxis") {
  const detect = vi.fn(async () => [{ rawValue }]);
  class FakeDetector {
    static getSupportedFormats = async () => formats;
    detect = detect;
  }
  vi.stubGlobal("BarcodeDetector", FakeDetector);
  return detect;
}

const close = vi.fn();
beforeEach(() => {
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async (file: Blob) => {
      if (file.type !== "image/png") throw new DOMException("bad image", "InvalidStateError");
      return { width: 10, height: 10, close };
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  close.mockClear();
});

const png = new Blob(["png"], { type: "image/png" });
const text = new Blob(["hello"], { type: "text/plain" });

describe("loadQrDecoder", () => {
  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const detect = stubDetector(["ean_13", "qr_code"]);
    const decoder = await freshLoad();
    expect(decoder.kind).toBe("native");
    await expect(decoder.decodeImage(png)).resolves.toEqual({
      ok: true,
      text: "upi://pay?pa=shop@okaxis",
    });
    expect(close).toHaveBeenCalledOnce();
    const video = document.createElement("video");
    await expect(decoder.decodeFrame(video)).resolves.toBe("upi://pay?pa=shop@okaxis");
    expect(detect).toHaveBeenLastCalledWith(video);
  });

  it("reports a picture without a code and a file that is not a picture", async () => {
    const detect = stubDetector(["qr_code"]);
    detect.mockResolvedValueOnce([]);
    const decoder = await freshLoad();
    await expect(decoder.decodeImage(png)).resolves.toEqual({ ok: false, error: "no-code" });
    await expect(decoder.decodeImage(text)).resolves.toEqual({
      ok: false,
      error: "unreadable-image",
    });
  });

  it("falls back to the library when the detector lacks QR codes or is missing", async () => {
    stubDetector(["ean_13"]);
    expect((await freshLoad()).kind).toBe("library");
    vi.unstubAllGlobals();
    expect((await freshLoad()).kind).toBe("library");
  });

  it("skips video frames that have no picture yet", async () => {
    const decoder = await freshLoad();
    await expect(decoder.decodeFrame(document.createElement("video"))).resolves.toBeUndefined();
  });

  it("picks the reader once per page", async () => {
    vi.resetModules();
    const { loadQrDecoder } = await import("./qr-decode");
    expect(loadQrDecoder()).toBe(loadQrDecoder());
  });
});
