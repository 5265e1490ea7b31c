/**
 * The one place that knows where each deployment lives. The site and the wallet are deployed
 * separately; their absolute origins come from build-time env (no trailing slash).
 */
export type AppName = "site" | "wallet";

/** Drops trailing slashes so `${origin}${path}` never doubles them. */
export function normalizeOrigin(value: string): string {
  return value.trim().replace(/\/+$/, "");
}

/**
 * The defaults sit inline beside each env read so that, when the env is set at build time, the
 * minifier folds them away: no default host ships in a configured build.
 */
export function appOrigin(app: AppName): string {
  return normalizeOrigin(
    app === "site"
      ? import.meta.env.VITE_SITE_URL || "http://localhost:5173"
      : import.meta.env.VITE_WALLET_URL || "http://localhost:5174",
  );
}

export type QueryValues = Record<string, string | number | undefined | null>;

/** Builds an absolute URL to a path of the other (or the same) deployment. */
export function appUrl(app: AppName, path = "/", query?: QueryValues | URLSearchParams): string {
  const cleanPath = path.startsWith("/") ? path : `/${path}`;
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) {
    query.forEach((value, key) => params.append(key, value));
  } else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `${appOrigin(app)}${cleanPath}${search ? `?${search}` : ""}`;
}
