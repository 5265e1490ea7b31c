import { homeCountryCodes } from "@repo/pricing/home-countries";
import { chooseTheme } from "@repo/ui/hooks/use-theme";
import { appOrigin } from "@repo/ui/lib/app-url";
import { type DemoFrameMessage, readDemoFrameMessage } from "@repo/ui/lib/demo-frame";

import { ledgerDbName } from "../data/idb-ledger";

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

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });

/** Every home country's ledger. */
const deleteLedgers = () =>
  Promise.all(homeCountryCodes.map((country) => deleteDatabase(ledgerDbName(country))));

/**
 * "Restart demo": forgets everything this wallet kept (its ledger in IndexedDB, the session, the
 * PIN, the settings) and opens it again without the request, from the sample data.
 */
export async function restartFromSampleData() {
  try {
    localStorage.clear();
    sessionStorage.clear();
    if (typeof indexedDB !== "undefined") await deleteLedgers();
  } catch (error) {
    console.warn("The demo could not forget its earlier visit:", error);
  }
  const url = new URL(window.location.href);
  url.searchParams.delete("reset");
  window.location.replace(url);
}
