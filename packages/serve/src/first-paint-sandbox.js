// Plain JavaScript on purpose, like the rest of this package. For tests only: the site's
// paint-first test and this package's first-paint test run the inline modules they write here.
import { runInNewContext } from "node:vm";

/**
 * Runs an inline module's text in a sandbox with a fake paint timeline: `paint(name)` reports a
 * paint entry, and the module's dynamic imports and added `<link>`s are recorded in order.
 * @param {string} module
 * @param {Record<string, unknown>} [globals] what the page's `window` holds
 */
export function runInPaintSandbox(module, globals = {}) {
  /** @type {string[]} */
  const imported = [];
  /** @type {string[]} */
  const preloaded = [];
  /** @type {Record<string, unknown>} */
  const window = { ...globals };
  /** @type {(() => void)[]} */
  const timers = [];
  /** @type {((list: unknown, observer: unknown) => void)[]} */
  const observers = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    /** @param {(list: unknown, observer: unknown) => void} callback */
    constructor(callback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const sandbox = {
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: () => {
      throw new Error("paint timing is supported here");
    },
    /** @param {() => void} callback @param {number} [ms] */
    setTimeout: (callback, ms) => (ms ? 0 : timers.push(callback)),
    clearTimeout: () => {},
    document: {
      createElement: () => ({}),
      head: { append: (/** @type {{ href: string }} */ link) => preloaded.push(link.href) },
    },
    window,
    /** @param {string} href */
    __import: (href) => {
      imported.push(href);
      return Promise.resolve({ href });
    },
  };
  // The module's dynamic imports call the sandbox's __import instead.
  const done = /** @type {Promise<unknown>} */ (
    runInNewContext(module.replaceAll("import(", "__import("), sandbox)
  );
  /** Reports a paint entry, then runs the timers it set; resolves once promises have settled. */
  const paint = async (/** @type {string} */ name) => {
    const list = { getEntriesByName: (/** @type {string} */ n) => (n === name ? [{}] : []) };
    observers.forEach((callback) => callback(list, new FakeObserver(() => {})));
    timers.splice(0).forEach((timer) => timer());
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { done, paint, imported, preloaded, window };
}
