/**
 * The wallet's focus ring, in one place. The ring itself (colour, width) is `:focus-visible` in
 * @repo/ui's globals.css; these place it for the wallet's pieces. A focus-ring change is this file
 * and that one.
 */
export const focusRing = {
  /** A row of a list card, a tab of the bottom bar: the ring drawn inside, never clipped by the card. */
  inset: "focus-visible:-outline-offset-3",
  /** A label around a native radio or checkbox: the label shows the ring while its control has it. */
  holder:
    "has-focus-visible:outline-3 has-focus-visible:-outline-offset-3 has-focus-visible:outline-ring",
  /** A label drawn as a button around a hidden control (a file button): the button's own ring, outside. */
  around:
    "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
  /** The control inside a `holder` or `around` label: its own ring hidden, since the label draws it. */
  held: "focus-visible:outline-none",
} as const;
