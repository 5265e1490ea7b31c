import { cn } from "@repo/ui/lib/cn";
import { type ComponentProps, useMemo } from "react";

import { qrMatrix, qrPath } from "../lib/qr-code";
import { inShell } from "../lib/shell-mode";

type QrCodeProps = Omit<ComponentProps<"svg">, "children" | "role" | "viewBox"> & {
  /** The text the code carries, e.g. a `upi://pay` link. */
  value: string;
  /** What a screen reader announces instead of the pattern, e.g. "QR code to pay Priya Sharma". */
  label: string;
};

/**
 * A scannable QR code as crisp, scalable SVG. It stays black on white in the dark theme too:
 * scanners expect dark modules on a light background. In the build's app shell
 * (lib/shell-mode.ts) there is no account to pay: a box of the code's size, hidden from
 * assistive technology.
 */
export function QrCode(props: QrCodeProps) {
  if (inShell()) {
    return <span aria-hidden="true" className={cn("block bg-muted", props.className)} />;
  }
  return <QrSvg {...props} />;
}

function QrSvg({ value, label, className, ...props }: QrCodeProps) {
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
