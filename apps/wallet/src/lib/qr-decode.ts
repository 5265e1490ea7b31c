/**
 * Reads QR codes from pictures and camera frames. Uses the browser's own BarcodeDetector when it
 * reads QR codes (Chrome on Android and macOS); otherwise loads the JavaScript decoder on first
 * use, so neither path adds to the wallet's first load.
 */

export type QrImageResult =
  | { ok: true; text: string }
  /** `no-code`: a picture without a readable QR code; `unreadable-image`: not a picture at all. */
  | { ok: false; error: "no-code" | "unreadable-image" };

export type QrDecoder = {
  /** Which reader is in use: the browser's own or the bundled library. */
  kind: "native" | "library";
  decodeImage(file: Blob): Promise<QrImageResult>;
  /** The text of a QR code in the video's current frame, or undefined when none is seen. */
  decodeFrame(video: HTMLVideoElement): Promise<string | undefined>;
};

/** The Shape Detection API as far as we use it (TypeScript's DOM types do not have it yet). */
type NativeDetector = {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
};
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** Pictures are scaled down to this many pixels on the long side before the library reads them. */
const MAX_PICTURE_SIDE = 1600;
/** Camera frames are smaller still: each one must be read within a frame's time. */
const MAX_FRAME_SIDE = 800;

async function nativeDetector(): Promise<NativeDetector | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== "function") return undefined;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : undefined;
  } catch {
    return undefined;
  }
}

async function decodeBitmap(
  file: Blob,
  read: (bitmap: ImageBitmap) => Promise<string | undefined>,
): Promise<QrImageResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, error: "unreadable-image" };
  }
  try {
    const text = await read(bitmap);
    return text === undefined ? { ok: false, error: "no-code" } : { ok: true, text };
  } finally {
    bitmap.close();
  }
}

function nativeQrDecoder(detector: NativeDetector): QrDecoder {
  const first = async (source: ImageBitmapSource) => {
    try {
      return (await detector.detect(source))[0]?.rawValue;
    } catch {
      return undefined;
    }
  };
  return {
    kind: "native",
    decodeImage: (file) => decodeBitmap(file, first),
    decodeFrame: (video) => first(video),
  };
}

/** Draws a picture or frame, scaled to fit `maxSide`, and returns its RGBA pixels. */
function pixelsOf(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
  maxSide: number,
) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

async function libraryQrDecoder(): Promise<QrDecoder> {
  const { decodePixels } = await import("./qr-decode-library");
  // One canvas per decoder: camera frames reuse it instead of allocating 30 times a second.
  const canvas = document.createElement("canvas");
  return {
    kind: "library",
    decodeImage: (file) =>
      decodeBitmap(file, async (bitmap) => {
        const pixels = pixelsOf(canvas, bitmap, bitmap.width, bitmap.height, MAX_PICTURE_SIDE);
        return pixels && decodePixels(pixels, "picture");
      }),
    decodeFrame: async (video) => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
      const pixels = pixelsOf(canvas, video, video.videoWidth, video.videoHeight, MAX_FRAME_SIDE);
      return pixels && decodePixels(pixels, "frame");
    },
  };
}

let decoder: Promise<QrDecoder> | undefined;

/** The best reader this browser has, picked once and then reused. */
export function loadQrDecoder(): Promise<QrDecoder> {
  decoder ??= nativeDetector().then((native) =>
    native ? nativeQrDecoder(native) : libraryQrDecoder(),
  );
  // A failed chunk download (offline) should not stick: the next scan tries again.
  decoder.catch(() => (decoder = undefined));
  return decoder;
}
