import * as v from "valibot";

const origin = v.pipe(
  v.string(),
  v.url(),
  v.transform((url) => new URL(url).origin),
);

const EnvSchema = v.object({
  /** Where the API listens (loopback by default: nginx sits in front). */
  API_HOST: v.optional(v.string(), "127.0.0.1"),
  API_PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), "8787"),
  /** A PostgreSQL URL; without one, `DATABASE` says which local database to start. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** `pglite` (embedded, `pnpm start`) or `postgres` (a private PostgreSQL 15 cluster, `pnpm serve`). */
  DATABASE: v.optional(v.picklist(["pglite", "postgres"]), "pglite"),
  /** Where the local database keeps its files between runs. */
  DATA_DIR: v.optional(v.string()),
  /** The browser origins allowed to make state-changing calls (CSRF). */
  VITE_SITE_URL: v.optional(origin, "http://localhost:5173"),
  VITE_WALLET_URL: v.optional(origin, "http://localhost:5174"),
  /** The team's token for the leads export; when unset, each start makes one (README, "Leads"). */
  TEAM_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(32, "TEAM_TOKEN needs 32 characters or more")),
  ),
  /** Where e-mail goes: `sandbox` (a file per message in MAIL_DIR) or `smtp` (SMTP_URL). */
  MAIL_PROVIDER: v.optional(v.picklist(["sandbox", "smtp"]), "sandbox"),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), "SangamPay <no-reply@sangampay.example>"),
  /** The sandbox's mail folder (default .data/mail). */
  MAIL_DIR: v.optional(v.string()),
  /** When set, every sandbox rail settles after this many seconds (the end-to-end tests: 3). */
  SANDBOX_RAIL_SECONDS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(86_400)),
  ),
  /**
   * How many hours a newly signed-in device stays "new" and may send only a share of the day's
   * limit (₹5,000 in India). 0 turns the rule off (the end-to-end tests, whose phones are all new).
   */
  NEW_DEVICE_HOURS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(720)),
    "24",
  ),
  /**
   * Sign-in codes one client address may ask for in an hour (30 unless set). The connected
   * end-to-end tests raise it: all their phones come from one address.
   */
  OTP_PER_CLIENT_PER_HOUR: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100_000)),
    "30",
  ),
  /** Form submissions per client address: "attempts/seconds". */
  LEADS_RATE_LIMIT: v.optional(v.string(), "10/600"),
  LOG_LEVEL: v.optional(
    v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    "info",
  ),
});

export type Config = v.InferOutput<typeof EnvSchema> & { allowedOrigins: string[] };

/** The API's settings, from the environment, checked once at start. */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = v.parse(
    EnvSchema,
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  return { ...parsed, allowedOrigins: [parsed.VITE_SITE_URL, parsed.VITE_WALLET_URL] };
}
