/**
 * The name a signed-in device goes by in the account's list of devices (Profile → Security, and
 * the server's record of each sign-in): the browser and the system it runs on, read from the
 * browser's user agent, as "Chrome · Android". Names only, the same in every language (the server
 * keeps one name for a device), or undefined when neither is known: the server then keeps the
 * user agent's start instead.
 */
export function deviceName(userAgent: string): string | undefined {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const name = [browser, system].filter(Boolean).join(" · ");
  return name === "" ? undefined : name;
}

/** First match wins: each browser also names the engines it is built on (Edge says "Chrome"). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** First match wins: Android and ChromeOS say "Linux", an iPad may say "Macintosh" (it has touch). */
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];
