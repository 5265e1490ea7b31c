import { offerUpdate } from "./app-update";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the precaching service worker (sw.js, written by vite-plugin-pwa at build time), so
 * after one visit every screen opens offline. A newer version waits until the user accepts the
 * reload offered through `offerUpdate`; nothing reloads by itself.
 */
export async function registerServiceWorker() {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register("/sw.js", { scope: "/" });

  let accepted = false;
  const offer = (waiting: ServiceWorker) =>
    offerUpdate(() => {
      accepted = true;
      waiting.postMessage({ type: "SKIP_WAITING" });
    });
  // The first install also takes control (clientsClaim): only a reload the user asked for follows.
  serviceWorker.addEventListener("controllerchange", () => {
    if (accepted) window.location.reload();
  });

  if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && serviceWorker.controller) offer(installing);
    });
  });
  // A wallet left open for days still hears about new versions.
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
