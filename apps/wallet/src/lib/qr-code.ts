import encodeQR from "qr";

/** Modules row by row, `true` for dark, including the light quiet zone around the symbol. */
export type QrMatrix = boolean[][];

/** Pixels as a canvas `ImageData` holds them: RGBA, row by row. */
export type RgbaImage = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> };

/** Scanners need a light margin of four modules around the symbol (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/** Medium error correction (15%) survives a smudged screen or a photo at an angle. */
export function qrMatrix(text: string): QrMatrix {
  return encodeQR(text, "raw", { ecc: "medium", border: QUIET_ZONE });
}

/** One SVG path for all dark modules: each horizontal run of modules is one rectangle. */
export function qrPath(matrix: QrMatrix): string {
  const commands: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return commands.join("");
}

/** Black modules on white, `scale` pixels per module. */
export function rasteriseQr(matrix: QrMatrix, scale: number): RgbaImage {
  const size = matrix.length * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        const top = (y * scale + dy) * size;
        for (let dx = 0; dx < scale; dx++) {
          const i = (top + x * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
      }
    }),
  );
  return { width: size, height: size, data };
}

/** A PNG of the code, about `pixels` wide (whole pixels per module keep the edges sharp). */
export function qrPngBlob(text: string, pixels = 512): Promise<Blob> {
  const matrix = qrMatrix(text);
  const scale = Math.max(2, Math.round(pixels / matrix.length));
  const image = rasteriseQr(matrix, scale);
  const canvas = document.createElement("canvas");
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("Canvas 2D is not available"));
  context.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("PNG export failed"))),
      "image/png",
    ),
  );
}
