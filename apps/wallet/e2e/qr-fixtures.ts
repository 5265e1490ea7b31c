import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";

import { qrMatrix, rasteriseQr } from "../src/lib/qr-code";

/** A grey PNG of a QR code, drawn by the wallet's own renderer (e.g. a code from another app). */
export function qrPng(text: string, scale = 6): Buffer {
  const image = rasteriseQr(qrMatrix(text), scale);
  // One byte per pixel (greyscale), each row prefixed by filter type 0.
  const rows = Buffer.alloc((image.width + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      rows[y * (image.width + 1) + 1 + x] = image.data[(y * image.width + x) * 4]!;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const WIDTH = 640;
const HEIGHT = 480;
/** Video levels: Y' runs from 16 (black) to 235 (white). */
const BLACK = 16;
const WHITE = 235;

/**
 * Writes a short Y4M video of a QR code on a white background. Chromium's
 * `--use-file-for-fake-video-capture` plays it as the camera, so the live scanner reads a real
 * code through the same decoder a phone without BarcodeDetector would use.
 */
export function writeQrCameraVideo(text: string, name: string): string {
  const code = rasteriseQr(qrMatrix(text), 8);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
  const left = (WIDTH - code.width) >> 1;
  const top = (HEIGHT - code.height) >> 1;
  for (let y = 0; y < code.height; y++) {
    for (let x = 0; x < code.width; x++) {
      const dark = code.data[(y * code.width + x) * 4] === 0;
      luma[(top + y) * WIDTH + left + x] = dark ? BLACK : WHITE;
    }
  }
  // 4:2:0 chroma at neutral grey: a black-and-white picture.
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(tmpdir(), `${name}.y4m`);
  writeFileSync(path, Buffer.concat([header, frame, frame, frame]));
  return path;
}
