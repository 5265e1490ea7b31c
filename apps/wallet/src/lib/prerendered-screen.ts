/**
 * A prerendered entry screen (scripts/prerender.mjs) is on screen before the scripts arrive, and
 * a visitor may already act on it: pick a country, type a number, tap a language. When the app
 * draws the same screen in its place, nothing they did is lost: what the form controls hold is
 * carried over, focus stays where it was, and the last tap on a button is made again.
 */

/** The attribute scripts/prerender.mjs puts on `#root` when it holds a prerendered screen. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
/**
 * Where an early tap is noted (lib/prerendered-taps.ts, the page's inline script): the tapped
 * button's index among the screen's buttons.
 */
const TAPPED_ATTRIBUTE = "data-tapped";

/** A control as the visitor left it; `changed` when that differs from how the page drew it. */
type ControlState = {
  key: string;
  value: string;
  checked: boolean;
  /** The files chosen in a file input (its value cannot be set, its files can). */
  files: FileList | null;
  changed: boolean;
};

const controlsOf = (root: HTMLElement) =>
  [...root.querySelectorAll("input, select, textarea")] as (
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  )[];

const keyOf = (control: Element) =>
  `${control.tagName}:${control.getAttribute("type") ?? ""}:${control.getAttribute("name") ?? ""}`;

/**
 * Whether the visitor changed this control on the prerendered page. One they left alone is not
 * carried over: the app may draw it otherwise on purpose (a filter read from the address, which
 * the page, drawn once for every address, could not know).
 */
function changedByVisitor(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) {
  if (control instanceof HTMLSelectElement) {
    const drawn = [...control.options].findIndex((option) => option.defaultSelected);
    return control.selectedIndex !== Math.max(drawn, 0);
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === "radio" || control.type === "checkbox")
  ) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

/** Sets a value the way typing does, so React's change handler sees it. */
function typeValue(
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control.tagName === "SELECT" ? "change" : "input", { bubbles: true }),
  );
}

/**
 * Reads what the visitor did on the prerendered screen in `root` and clears the prerender marks.
 * Returns `replay`, to call once the app has drawn its own screen there (synchronously, e.g. in
 * `flushSync`): controls are matched by position, tag, type and name, so a screen that turned out
 * different (a signed-in visitor sent elsewhere) gets nothing.
 */
export function captureEarlyInput(root: HTMLElement): { replay: () => void } {
  const controls = controlsOf(root);
  const states: ControlState[] = controls.map((control) => ({
    key: keyOf(control),
    value: control.value,
    checked: control instanceof HTMLInputElement && control.checked,
    files: control instanceof HTMLInputElement && control.type === "file" ? control.files : null,
    changed: changedByVisitor(control),
  }));
  const focused = controls.findIndex((control) => control === document.activeElement);
  const tapped = Number(root.getAttribute(TAPPED_ATTRIBUTE) ?? Number.NaN);
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.removeAttribute(TAPPED_ATTRIBUTE);

  return {
    replay() {
      const drawn = controlsOf(root);
      if (
        drawn.length !== states.length ||
        drawn.some((control, i) => keyOf(control) !== states[i]!.key)
      ) {
        return;
      }
      drawn.forEach((control, i) => {
        const state = states[i]!;
        if (!state.changed) return;
        if (
          control instanceof HTMLInputElement &&
          (control.type === "radio" || control.type === "checkbox")
        ) {
          if (state.checked !== control.checked) control.click();
        } else if (control instanceof HTMLInputElement && control.type === "file") {
          if (state.files?.length) {
            control.files = state.files;
            control.dispatchEvent(new Event("change", { bubbles: true }));
          }
        } else if (state.value !== control.value) {
          typeValue(control, state.value);
        }
      });
      drawn[focused]?.focus();
      if (Number.isInteger(tapped)) root.querySelectorAll("button")[tapped]?.click();
    },
  };
}
