import { cn } from "@repo/ui/lib/cn";
import type { ReactNode } from "react";

import { inShell } from "../lib/shell-mode";

/**
 * An account's figure (a balance, a name, an amount). In the build's app shell (lib/shell-mode.ts)
 * it is a box of its size in place of the figure, hidden from assistive technology, that the
 * client's first render fills in; `slot` names a box the page's inline script may fill from the
 * connected wallet's last known view (lib/shell-scripts.ts fillLastView). Elsewhere it is the figure itself.
 */
export function ShellFigure({
  children,
  className,
  slot,
}: {
  /** The figure (none where the shell alone draws a box: a name in a sentence, a list's row). */
  children?: ReactNode;
  /** The box's width, as the figure usually is (a Tailwind width class: `w-24`). */
  className: string;
  slot?: string;
}) {
  if (!inShell()) return children;
  return <FigureBox className={className} slot={slot} />;
}

/** Where the name goes in a sentence's copy, in the build's app shell. */
const NAME_MARK = "\u0000";

/**
 * A sentence that names the holder (`say` puts the name in the copy): in the build's app shell
 * the name is a box of slot `name`, which the page's script fills from the session
 * (lib/shell-scripts.ts fillLastView); elsewhere the sentence with `name`.
 */
export function NamedSentence({
  say,
  name,
  className,
}: {
  say: (name: string) => string;
  name: string;
  /** The box's width, as the name usually is. */
  className: string;
}) {
  if (!inShell()) return say(name);
  const [before, after] = say(NAME_MARK).split(NAME_MARK);
  return (
    <>
      {before}
      <FigureBox slot="name" className={className} />
      {after}
    </>
  );
}

/**
 * A box of a figure's size, hidden from assistive technology: the app shell's figures, and a
 * screen's own frame while it reads what it will show (a payment link being checked).
 */
export function FigureBox({ className, slot }: { className: string; slot?: string }) {
  return (
    <span
      aria-hidden="true"
      data-shell-figure={slot}
      className={cn(
        "inline-block h-[0.85em] max-w-full rounded-md bg-current/15 align-[-0.05em]",
        className,
      )}
    />
  );
}
