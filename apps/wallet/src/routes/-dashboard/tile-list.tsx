import { cn } from "@repo/ui/lib/cn";
import { Link, type LinkProps } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { tileLabels, tiles } from "virtual:dashboard-tiles";

import type { TileRow } from "../../lib/tiles";

const tileClass =
  "flex h-full min-h-20 flex-col items-center justify-start gap-2 rounded-xl p-1 text-center text-xs font-medium";
const tileIconClass =
  "flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground [&_svg]:size-6";

/**
 * One row of the dashboard's tiles, as the screens declare them (`tile` beside each route,
 * collected by the build): four to a line, or three on cards (`framed`). Each is labelled by its
 * screen's copy (`tile`); a screen's English copy loads with the screen, so the English labels
 * come with the tiles, and the other languages' with their copy, which arrives whole.
 */
export function TileList({ row, framed = false }: { row: TileRow; framed?: boolean }) {
  const { t } = useTranslation("wallet");
  return (
    <ul className={cn("grid gap-2", framed ? "grid-cols-3" : "grid-cols-4")}>
      {tiles[row].map(({ to, copy, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to as LinkProps["to"]}
            className={cn(tileClass, framed && "rounded-xl border bg-card py-3")}
          >
            <span className={tileIconClass}>
              <Icon aria-hidden="true" />
            </span>
            {t(`${copy}.tile`, { defaultValue: tileLabels[copy] })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
