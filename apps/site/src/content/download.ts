import type { IconName } from "./icon-name";

/** Both stores are "Coming Soon" (disabled buttons) until the apps launch. */
export const appStores = [{ id: "appStore" }, { id: "googlePlay" }] as const;

export const downloadBenefits = [
  { id: "speed", icon: "zap" },
  { id: "security", icon: "fingerprint" },
  { id: "borders", icon: "globe" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** The minimum system versions and download sizes of the apps. */
export const systemRequirements = [
  { id: "ios", version: "iOS 13.0+", size: "50 MB" },
  { id: "android", version: "Android 6.0+", size: "40 MB" },
] as const;
