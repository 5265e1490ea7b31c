import { type Money, toMajor } from "@repo/ledger/money";
import type { Business, Outlet } from "@repo/mock-data/business";

import { qrMatrix, rasteriseQr } from "../qr-code";
import { buildUpiUri } from "../upi";

/**
 * An outlet's UPI merchant QR: the business's VPA (`pa`), its name (`pn`), its merchant
 * category code (`mc`), a reference naming the outlet (and the amount, for a fixed one: `tr`),
 * and the outlet as the payer's note.
 */
export function merchantQrUri(
  business: Pick<Business, "vpa" | "merchantCategoryCode">,
  name: string,
  outlet: Outlet,
  amount?: Money,
): string {
  const code = outlet.id
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .slice(0, 20);
  const result = buildUpiUri({
    payeeAddress: business.vpa,
    payeeName: name,
    merchantCode: business.merchantCategoryCode,
    reference: amount ? `QR-${code}-${amount.minor}` : `QR-${code}`,
    amount: amount && toMajor(amount),
    note: outlet.name,
  });
  // The sample business's VPA and code are valid and the amount was checked by the screen.
  if (!result.ok) throw new Error(`Invalid merchant QR: ${result.error}`);
  return result.value;
}

export type StandeeText = {
  business: string;
  outlet: string;
  address: string;
  /** "Scan and pay with any UPI app". */
  caption: string;
  /** The fixed amount, formatted, when there is one. */
  amount?: string;
  vpa: string;
};

/** A4 at 150 dpi, portrait: prints sharp on a counter standee. */
const WIDTH = 1240;
const HEIGHT = 1754;

/** A printable standee as a PNG: the business, the outlet, the QR and how to pay. */
export function standeePng(uri: string, text: StandeeText): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("Canvas 2D is not available"));
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = "#0b5f58";
  context.fillRect(0, 0, WIDTH, 260);
  context.textAlign = "center";
  context.fillStyle = "#ffffff";
  context.font = "bold 76px system-ui, sans-serif";
  context.fillText(text.business, WIDTH / 2, 140, WIDTH - 120);
  context.font = "44px system-ui, sans-serif";
  context.fillText(text.outlet, WIDTH / 2, 215, WIDTH - 120);

  const matrix = qrMatrix(uri);
  const scale = Math.floor(880 / matrix.length);
  const image = rasteriseQr(matrix, scale);
  const left = Math.round((WIDTH - image.width) / 2);
  context.putImageData(new ImageData(image.data, image.width, image.height), left, 340);

  const below = 340 + image.height + 90;
  context.fillStyle = "#111111";
  if (text.amount) {
    context.font = "bold 84px system-ui, sans-serif";
    context.fillText(text.amount, WIDTH / 2, below, WIDTH - 120);
  }
  context.font = "bold 52px system-ui, sans-serif";
  context.fillText(text.caption, WIDTH / 2, below + (text.amount ? 100 : 0), WIDTH - 120);
  context.font = "40px system-ui, sans-serif";
  context.fillStyle = "#444444";
  context.fillText(text.vpa, WIDTH / 2, below + (text.amount ? 170 : 70), WIDTH - 120);
  context.fillText(text.address, WIDTH / 2, HEIGHT - 80, WIDTH - 120);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("PNG export failed"))),
      "image/png",
    ),
  );
}
