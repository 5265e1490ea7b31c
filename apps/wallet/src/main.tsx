import "./app.css";

import { ensureLanguage } from "@repo/i18n/create-i18n";
import { readWantedLanguage } from "@repo/i18n/language-provider";
import { walletI18n } from "@repo/i18n/wallet";
import { DEMO_RESET } from "@repo/ui/lib/demo-frame";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { connected } from "./data/api-url";
import { i18n } from "./lib/i18n";
import { createAppRouter } from "./router";
import { onceSignedIn } from "./stores/session-follow";

/**
 * Resolves in a task of its own, so what follows does not lengthen the one running now. A message,
 * not a timer: a page whose timers are held (a test's paused clock) still starts.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function start() {
  // The scripts were evaluated in this task: the router is made, and starts loading, in the next.
  await nextTask();
  const router = createAppRouter();
  // Only once there is a session to follow: a visitor who never signed in loads none of it.
  if (connected) {
    onceSignedIn(
      (heldAtStart) =>
        void import("./stores/sign-out").then((module) =>
          module.followServerSession(() => void router.invalidate(), heldAtStart),
        ),
    );
  }
  const container = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // PRERENDERED_ATTRIBUTE in lib/prerendered-screen.ts, which only prerendered screens load.
  if (!container.hasAttribute("data-prerendered")) {
    createRoot(container).render(app);
    return;
  }
  // A prerendered screen (scripts/prerender.mjs) stays up, and answers, while the app draws this
  // one off the page; then this one takes its place at once, never showing an empty frame, and
  // what the visitor did on it is carried over.
  // The frame is in the visitor's language already (lib/shell-scripts.ts speakFrame): the app
  // draws its first screen in it too, not the English one first.
  const language = readWantedLanguage(walletI18n);
  const [{ takeOver }] = await Promise.all([
    import("./lib/prerendered-screen"),
    router.load(),
    language ? ensureLanguage(i18n, walletI18n, language) : undefined,
  ]);
  // If the app cannot take the page over, the page says so and offers to load it again.
  await takeOver(container, app, () =>
    import("./components/error-screen").then(({ TakeOverFailed }) => <TakeOverFailed />),
  );
}

// Framed by the site's /demo (the only page allowed to frame the wallet): "Restart demo" asks for
// a fresh start with ?reset=demo, and the wallet follows the site's theme. A wallet opened
// directly ignores both, so no link can wipe it.
const framed = window.self !== window.top;
const frame = () => import("./lib/demo-frame");
if (framed && new URLSearchParams(window.location.search).get("reset") === DEMO_RESET) {
  void frame().then((module) => module.restartFromSampleData());
} else {
  void start();
  if (framed) void frame().then((module) => module.followSiteTheme());
}

// Offline support: the service worker's registration code loads only once the page has loaded,
// so it never weighs on the first load. A prerendered page starts this script after its first
// paint, often after the load event: then it registers at once (listening for a load that has
// passed would never register). Development builds have no service worker.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () =>
    void import("./lib/service-worker")
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.warn("Offline support is unavailable:", error));
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
