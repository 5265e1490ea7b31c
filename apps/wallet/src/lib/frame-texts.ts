/**
 * Build time (scripts/prerender.mjs): a page's screen is written in English, and drawn in each of
 * the wallet's other languages too. Each must be the same tree as the English one, differing only
 * in its copy: the text nodes and the attributes that hold copy (`FRAME_COPY_ATTRIBUTES`). Then
 * the page carries, per language, only the copy in the order `speakFrame` (lib/shell-scripts.ts)
 * meets it in the DOM, and that script swaps it in before the first paint. A tree that differs
 * (a plural, a `<Trans>` with its own markup, an interpolation that moves a tag) fails the build:
 * a swap by position would paint a wrong screen.
 */

/**
 * The attributes whose values may differ by language, in the order speakFrame visits an
 * element's: copy, the onboarding's mark of the language in use (`aria-current`) and its link to
 * the site, in the visitor's language where the site has it (lib/site-url.ts: `?lang=te`).
 */
export const FRAME_COPY_ATTRIBUTES = [
  "aria-label",
  "placeholder",
  "title",
  "alt",
  "aria-current",
  "href",
] as const;

/**
 * The attributes whose presence may differ by language, on every element of a tag (upper case,
 * as the DOM names it), after its copy attributes: the profile's language picker selects the
 * visitor's language. Their copy is the value, or null where the attribute is absent.
 */
export const FRAME_TOGGLES = [["OPTION", "selected"]] as const;

/** Copy the same as the English is written as this, not repeated. */
export const SAME_AS_ENGLISH = 0;

/**
 * A language's copy of a frame, in DOM order; `SAME_AS_ENGLISH` where it is the English, null for
 * a toggle that is off.
 */
export type FrameCopy = (string | null | typeof SAME_AS_ENGLISH)[];

/** The entities React writes in text and attribute values (escapeTextForBrowser), and numeric ones. */
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (html: string) =>
  html.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (_, hex: string | undefined, dec: string | undefined, name: string | undefined) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : named[name!.toLowerCase()]!,
  );

/**
 * A screen's markup (React's, so every attribute value is double-quoted and escaped) as its shape
 * (tags and comments, with the copy attributes' values left out, and a mark for each text) and its
 * copy, in document order: an element's copy attributes, then what it holds. A template's content
 * counts as what it holds, as speakFrame walks it.
 */
export function frameParts(markup: string): { shape: string[]; copy: (string | null)[] } {
  const shape: string[] = [];
  const copy: (string | null)[] = [];
  for (const [token] of markup.matchAll(/<!--[\s\S]*?-->|<[^>]*>|[^<]+/g)) {
    if (!token.startsWith("<")) {
      shape.push("#text");
      copy.push(decode(token));
      continue;
    }
    if (token.startsWith("<!--") || token.startsWith("</")) {
      shape.push(token);
      continue;
    }
    const values = new Map(
      [...token.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)].map(([, name, value = ""]) => [
        name!,
        value,
      ]),
    );
    for (const name of FRAME_COPY_ATTRIBUTES) {
      if (values.has(name)) copy.push(decode(values.get(name)!));
    }
    const tag = /^<([^\s/>]+)/.exec(token)![1]!.toUpperCase();
    const toggles: string[] = FRAME_TOGGLES.filter(([on]) => on === tag).map(([, name]) => name);
    for (const name of toggles) copy.push(values.has(name) ? decode(values.get(name)!) : null);
    shape.push(
      token.replace(/\s([^\s=/>]+)="([^"]*)"/g, (attribute, name: string) =>
        toggles.includes(name)
          ? ""
          : (FRAME_COPY_ATTRIBUTES as readonly string[]).includes(name)
            ? ` ${name}=""`
            : attribute,
      ),
    );
  }
  return { shape, copy };
}

/** The text nodes' copy alone (not the attributes'), in order. */
const englishTexts = ({ shape, copy }: { shape: string[]; copy: (string | null)[] }) => {
  const texts: (string | null)[] = [];
  let next = 0;
  for (const token of shape) {
    if (token === "#text") texts.push(copy[next]!);
    next += token === "#text" ? 1 : copyAttributes(token);
  }
  return texts;
};

/** How many copy attributes and toggles a shape's tag holds (as frameParts leaves them). */
const copyAttributes = (token: string) =>
  FRAME_COPY_ATTRIBUTES.filter((name) => token.includes(` ${name}=""`)).length +
  FRAME_TOGGLES.filter(([tag]) => token.toUpperCase().startsWith(`<${tag}`)).length;

/**
 * Each language's copy of a screen whose English markup is `english`, given its markup in that
 * language; throws, naming the screen, the language and the first place they part, when a
 * language's tree is not the English one's.
 */
export function frameTexts(
  screen: string,
  english: string,
  others: Record<string, string>,
): Record<string, FrameCopy> {
  const base = frameParts(english);
  return Object.fromEntries(
    Object.entries(others).map(([language, markup]) => {
      const { shape, copy } = frameParts(markup);
      const at = shape.findIndex((token, index) => token !== base.shape[index]);
      if (at !== -1 || shape.length !== base.shape.length) {
        const where = at === -1 ? Math.min(shape.length, base.shape.length) : at;
        const textsBefore = base.shape.slice(0, where).filter((token) => token === "#text").length;
        throw new Error(
          `${screen} in "${language}" is not the English tree with other words: where English has ` +
            `${base.shape[where] ?? "nothing"}, it has ${shape[where] ?? "nothing"} (after the ` +
            `English text ${JSON.stringify(englishTexts(base).at(textsBefore - 1) ?? "")})`,
        );
      }
      return [
        language,
        copy.map((text, index) => (text === base.copy[index] ? SAME_AS_ENGLISH : text)),
      ];
    }),
  );
}
