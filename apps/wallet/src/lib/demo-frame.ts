import { chooseTheme } from "@repo/ui/hooks/use-theme";
import { appOrigin } from "@repo/ui/lib/app-url";
import { type DemoFrameMessage, readDemoFrameMessage } from "@repo/ui/lib/demo-frame";

import { DB_NAME } from "../data/idb-ledger";

/**
 * The wallet inside the site's /demo frame (only the site may frame it). Loaded only there.
 */
const site = appOrigin("site");

/** Takes the site's theme now and whenever it changes. */
export function followSiteTheme() {
  window.addEventListener("message", (event) => {
    if (event.origin !== site) return;
    const message = readDemoFrameMessage(event.data);
    if (message?.type === "sangampay:theme") chooseTheme(message.theme);
  });
  const ready: DemoFrameMessage = { type: "sangampay:demo-ready" };
  window.parent.postMessage(ready, site);
}

const deleteLedger = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });

/**
 * "Restart demo": forgets everything this wallet kept (its ledger in IndexedDB, the session, the
 * PIN, the settings) and opens it again without the request, from the sample data.
 */
export async function restartFromSampleData() {
  try {
    localStorage.clear();
    sessionStorage.clear();
    if (typeof indexedDB !== "undefined") await deleteLedger();
  } catch (error) {
    console.warn("The demo could not forget its earlier visit:", error);
  }
  const url = new URL(window.location.href);
  url.searchParams.delete("reset");
  window.location.replace(url);
}
