import { describe, expect, it } from "vitest";

import { qrMatrix, qrPath, QUIET_ZONE, rasteriseQr } from "./qr-code";
import { decodePixels } from "./qr-decode-library";
import { buildUpiUri, parseUpiUri } from "./upi";

function upiLink(payeeName: string, amount?: number): string {
  const result = buildUpiUri({ payeeAddress: "priya.sharma@sangam", payeeName, amount });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe("qrPath", () => {
  it("draws each run of dark modules as one rectangle", () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, true],
      ]),
    ).toBe("M0 0h2v1h-2zM1 1h2v1h-2z");
  });

  it("leaves a light quiet zone of four modules around the symbol", () => {
    const matrix = qrMatrix("upi://pay?pa=a.b@upi");
    const ring = [...matrix.slice(0, QUIET_ZONE), ...matrix.slice(-QUIET_ZONE)].flat();
    expect(ring.every((dark) => !dark)).toBe(true);
    expect(matrix.every((row) => row.slice(0, QUIET_ZONE).every((dark) => !dark))).toBe(true);
    // The top-left finder pattern starts right after the quiet zone.
    expect(matrix[QUIET_ZONE]?.[QUIET_ZONE]).toBe(true);
  });
});

describe("rasteriseQr", () => {
  it("paints each module as a scale-by-scale square, black on white", () => {
    const image = rasteriseQr(
      [
        [false, true],
        [false, false],
      ],
      2,
    );
    expect(image).toMatchObject({ width: 4, height: 4 });
    const pixels = [...image.data].filter((_, i) => i % 4 === 0);
    expect(pixels).toEqual([
      255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255,
    ]);
    expect([...image.data].filter((_, i) => i % 4 === 3).every((alpha) => alpha === 255)).toBe(
      true,
    );
  });
});

describe("encode, rasterise, decode", () => {
  it.each([
    ["an English name and an amount", upiLink("Priya Sharma", 500)],
    ["a Telugu name", upiLink("ప్రియ శర్మ")],
    ["a Hindi name and paise", upiLink("प्रिया शर्मा", 1999.5)],
  ])("reads back a UPI link with %s", (_label, link) => {
    for (const scale of [2, 5]) {
      const text = decodePixels(rasteriseQr(qrMatrix(link), scale), "picture");
      expect(text).toBe(link);
      expect(parseUpiUri(text ?? "").ok).toBe(true);
    }
  });

  it("reads a camera-sized frame within the frame budget", () => {
    const link = upiLink("Priya Sharma", 250);
    expect(decodePixels(rasteriseQr(qrMatrix(link), 8), "frame")).toBe(link);
  });

  it("finds nothing in a blank picture", () => {
    expect(decodePixels(rasteriseQr([[false]], 40), "picture")).toBeUndefined();
  });
});
