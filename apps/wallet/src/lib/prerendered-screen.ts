/**
 * A prerendered screen (scripts/prerender.mjs: an entry screen or an app shell) is on screen
 * before the scripts arrive, and a visitor may already act on it: pick a country, type a number,
 * tap a language. The app draws its screen off the page, in slices that leave the page free to
 * answer between them, and puts it in the frame's place in one short step; nothing the visitor
 * did is lost: what the form controls hold is carried over, focus stays where it was, and the
 * last tap on a button is made again.
 */
import {
  createElement,
  Fragment,
  type ReactNode,
  startTransition,
  useLayoutEffect,
  useState,
} from "react";
import { createRoot } from "react-dom/client";

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
 * Reads what the visitor did on the prerendered screen in `frame` and clears the prerender marks.
 * Returns `replayInto`, to call with the container where the app has just drawn its own screen,
 * in the same task (no keystroke may fall between): controls are matched by position, tag, type
 * and name, so a screen that turned out different (a signed-in visitor sent elsewhere) gets
 * nothing.
 */
function captureEarlyInput(frame: HTMLElement): { replayInto: (root: HTMLElement) => void } {
  const controls = controlsOf(frame);
  const states: ControlState[] = controls.map((control) => ({
    key: keyOf(control),
    value: control.value,
    checked: control instanceof HTMLInputElement && control.checked,
    files: control instanceof HTMLInputElement && control.type === "file" ? control.files : null,
    changed: changedByVisitor(control),
  }));
  const focused = controls.findIndex((control) => control === document.activeElement);
  const tapped = Number(frame.getAttribute(TAPPED_ATTRIBUTE) ?? Number.NaN);
  frame.removeAttribute(PRERENDERED_ATTRIBUTE);
  frame.removeAttribute(TAPPED_ATTRIBUTE);

  return {
    replayInto(root) {
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

/** Calls `onCommit` in the layout phase of the app's first commit: first, as it is drawn first. */
function Commit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Calls `onSettled` once the app's first commit and every effect it ran are through, still in the
 * task of that commit: drawn last, it asks for a synchronous second pass from its layout effect,
 * and React runs the first commit's passive effects before that pass.
 */
function Settle({ onSettled }: { onSettled: () => void }) {
  const [committed, setCommitted] = useState(false);
  useLayoutEffect(() => {
    if (committed) onSettled();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass is the point
    else setCommitted(true);
  }, [committed, onSettled]);
  return null;
}

/**
 * Replaces the prerendered screen in `frame` (the page's `#root`) by `app` without one long task:
 * the app renders into a container off the page in a transition (React renders it in slices and
 * the page answers between them: the frame stays on screen and takes taps and typing), and in
 * the layout phase of its commit, before any of the app's own effects, that container takes the
 * frame's place and id (React listens on its root container, so that container must be the
 * page's `#root`). Once the commit's effects have run, in the same task, what the visitor did on
 * the frame meanwhile is replayed. Resolves then.
 *
 * If the app throws where none of its error screens catches it, whether before its first commit
 * (the frame would stay, its buttons answering nothing) or after (the page would go blank),
 * `failed` (a page that says so and offers to reload) takes the place of whatever holds the page
 * then, the same way; the visitor never keeps a frame that cannot answer.
 */
export function takeOver(
  frame: HTMLElement,
  app: ReactNode,
  failed?: () => Promise<ReactNode>,
): Promise<void> {
  const live = document.createElement("div");
  live.id = frame.id;
  let early: ReturnType<typeof captureEarlyInput> | undefined;
  let swapped = false;
  const swap = () => {
    early = captureEarlyInput(frame);
    frame.replaceWith(live);
    swapped = true;
  };
  return new Promise((settled) => {
    const replay = () => {
      early?.replayInto(live);
      settled();
    };
    const root = createRoot(live, {
      onUncaughtError: (error) => {
        console.error(error);
        if (!failed) return;
        const page = swapped ? live : frame;
        // A tap held for the app's screen is not made on this one (it would reload the page).
        page.removeAttribute(TAPPED_ATTRIBUTE);
        queueMicrotask(() => root.unmount());
        void failed().then((screen) => takeOver(page, screen).then(settled));
      },
    });
    startTransition(() => {
      root.render(
        createElement(
          Fragment,
          null,
          createElement(Commit, { onCommit: swap }),
          app,
          createElement(Settle, { onSettled: replay }),
        ),
      );
    });
  });
}
