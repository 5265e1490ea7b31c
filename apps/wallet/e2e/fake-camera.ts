import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { qrMatrix, rasteriseQr } from "../src/lib/qr-code";

const WIDTH = 640;
const HEIGHT = 480;
/** Video levels: Y' runs from 16 (black) to 235 (white). */
const BLACK = 16;
const WHITE = 235;

/**
 * Writes a short Y4M video of a QR code on a white background. Chromium's
 * `--use-file-for-fake-video-capture` plays it as the camera, so the live scanner reads a real
 * code through the same decoder a phone would use.
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
