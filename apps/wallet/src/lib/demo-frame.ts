import { chooseTheme } from "@repo/ui/hooks/use-theme";
import { appOrigin } from "@repo/ui/lib/app-url";
import { type DemoFrameMessage, readDemoFrameMessage } from "@repo/ui/lib/demo-frame";

import { allDatabaseNames, deleteDatabase } from "./storage-names";

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

/**
 * "Restart demo": forgets everything this wallet kept (every database of lib/storage-names.ts:
 * each country's ledger and the business book; the session, the PIN, the settings) and opens it
 * again without the request, from the sample data.
 */
export async function restartFromSampleData() {
  try {
    localStorage.clear();
    sessionStorage.clear();
    await Promise.all(allDatabaseNames.map(deleteDatabase));
  } catch (error) {
    console.warn("The demo could not forget its earlier visit:", error);
  }
  const url = new URL(window.location.href);
  url.searchParams.delete("reset");
  window.location.replace(url);
}
