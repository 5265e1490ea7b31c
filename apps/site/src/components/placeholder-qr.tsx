const SIZE = 25;
const FINDER = 7;

/** True where a finder square (the three corner targets) or its quiet ring sits. */
function inFinderZone(x: number, y: number) {
  const near = (v: number, origin: number) => v >= origin && v < origin + FINDER + 1;
  return (
    (near(x, 0) && near(y, 0)) ||
    (near(x, SIZE - FINDER - 1) && near(y, 0)) ||
    (near(x, 0) && near(y, SIZE - FINDER - 1))
  );
}

/** A fixed, seeded scatter of modules: looks like a QR code and encodes nothing. */
function modules(): [number, number][] {
  let seed = 20250101;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const cells: [number, number][] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      if (!inFinderZone(x, y) && next() < 0.48) cells.push([x, y]);
    }
  }
  return cells;
}

const cells = modules();
const finderOrigins = [
  [0, 0],
  [SIZE - FINDER, 0],
  [0, SIZE - FINDER],
] as const;

/** A drawn stand-in for the download QR code (the apps are not out yet); labelled as such. */
export function PlaceholderQr({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      width="200"
      height="200"
      className={className}
    >
      <rect x="-2" y="-2" width={SIZE + 4} height={SIZE + 4} rx="1.5" className="fill-card" />
      <g className="fill-foreground">
        {cells.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" />
        ))}
        {finderOrigins.map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <path fillRule="evenodd" d={`M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z`} />
            <rect x={x + 2} y={y + 2} width="3" height="3" />
          </g>
        ))}
      </g>
    </svg>
  );
}
