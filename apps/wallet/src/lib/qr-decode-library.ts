/**
 * The pure-JavaScript decoder (the `qr` package's reader), for browsers without a native
 * BarcodeDetector such as Firefox, Safari and desktop Chromium on Linux. Only `qr-decode.ts`
 * imports this module, and only dynamically, so it loads when someone scans and never before.
 */
import decodeQR from "qr/decode.js";

import type { RgbaImage } from "./qr-code";

/**
 * A live camera frame gets one 60-FPS frame budget (the library default) and the next frame is
 * the retry; an uploaded picture is the only chance, so it gets every retry within a second.
 */
const EFFORT = {
  frame: {},
  picture: { effort: Number.POSITIVE_INFINITY, timeLimit: 1000 },
} as const;

/** The text of the first QR code in the pixels, or undefined when none is readable. */
export function decodePixels(image: RgbaImage, source: keyof typeof EFFORT): string | undefined {
  try {
    return decodeQR(image, EFFORT[source]);
  } catch {
    // The library throws when it finds no code: for a scanner that is an ordinary miss.
    return undefined;
  }
}
