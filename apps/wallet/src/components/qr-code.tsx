import { cn } from "@repo/ui/lib/cn";
import { type ComponentProps, useMemo } from "react";

import { qrMatrix, qrPath } from "../lib/qr-code";

type QrCodeProps = Omit<ComponentProps<"svg">, "children" | "role" | "viewBox"> & {
  /** The text the code carries, e.g. a `upi://pay` link. */
  value: string;
  /** What a screen reader announces instead of the pattern, e.g. "QR code to pay Priya Sharma". */
  label: string;
};

/**
 * A scannable QR code as crisp, scalable SVG. It stays black on white in the dark theme too:
 * scanners expect dark modules on a light background.
 */
export function QrCode({ value, label, className, ...props }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { size: matrix.length, path: qrPath(matrix) };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn("bg-white", className)}
      {...props}
    >
      <path d={path} className="fill-black" />
    </svg>
  );
}
