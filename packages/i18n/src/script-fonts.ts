/** How long a language switch waits for its script's faces before showing the text anyway. */
const FONT_WAIT_MS = 1500;
/** The weights the apps' screens use (regular, medium, semibold, bold). */
const WEIGHTS = [400, 500, 600, 700];

/**
 * Fetches the web faces that draw `sample` (a language's name in its own script) in the page's
 * font stack, so text in that script appears already in its face instead of swapping in (no
 * layout shift). Latin samples need no web face and resolve at once; a slow network stops the
 * wait after FONT_WAIT_MS and the text swaps in later as usual.
 */
export function loadScriptFonts(sample: string): Promise<void> {
  if (typeof document === "undefined" || !document.fonts || !document.body) {
    return Promise.resolve();
  }
  const family = getComputedStyle(document.body).fontFamily;
  const loads = WEIGHTS.map((weight) =>
    document.fonts.load(`${weight} 1em ${family}`, sample).catch(() => []),
  );
  return Promise.race([
    Promise.all(loads),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]).then(() => undefined);
}
