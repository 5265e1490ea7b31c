import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { routePath } from "hono/route";
import { uuidv7 } from "uuidv7";

import type { sandboxSms } from "./auth/otp.ts";
import type { Secrets } from "./auth/secrets.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { sqlState } from "./db/database.ts";
import { ApiError } from "./http/errors.ts";
import { apiMetrics } from "./http/metrics.ts";
import { type AppEnv, RouteBook } from "./http/route.ts";
import { PostingFeed } from "./ledger/feed.ts";
import type { Logger } from "./log.ts";
import { redactPhones } from "./log.ts";
import { RequestFeed } from "./requests/feed.ts";
import { authRoutes } from "./routes/auth.ts";
import { businessRoutes } from "./routes/business.ts";
import { eventRoutes } from "./routes/events.ts";
import { internationalRoutes } from "./routes/international.ts";
import { type LeadDeps, leadRoutes } from "./routes/leads.ts";
import { leadExportRoutes } from "./routes/leads-export.ts";
import { meRoutes } from "./routes/me.ts";
import { moneyOutRoutes } from "./routes/money-out.ts";
import { payeeRoutes } from "./routes/payees.ts";
import { paymentRoutes } from "./routes/payments.ts";
import { requestRoutes } from "./routes/requests.ts";
import { systemRoutes } from "./routes/system.ts";

export interface AppDeps {
  db: Database;
  log: Logger;
  config: Pick<Config, "allowedOrigins" | "SANDBOX_RAIL_SECONDS"> &
    Partial<Pick<Config, "NEW_DEVICE_HOURS" | "OTP_PER_CLIENT_PER_HOUR">> & {
      secureCookies: boolean;
    };
  secrets: Secrets;
  sms: ReturnType<typeof sandboxSms>;
  /** The time, from one place, so that tests can move it (code lifetimes, session expiry). */
  clock: () => Date;
  leads: LeadDeps;
}

/** The largest body any operation accepts. */
export const MAX_BODY_BYTES = 16 * 1024;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The API answers 503 (try again shortly), not 500, when the database is out of reach (connection
 * refused, reset, shutting down) or too busy to answer in time (a statement outlasting the
 * statement timeout, a lock not granted): nothing was changed, and the same request may succeed.
 */
const UNAVAILABLE = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"]);
const BUSY = new Set(["57014", "55P03"]);
const isUnavailable = (error: unknown) => {
  const code = sqlState(error) ?? "";
  return (
    UNAVAILABLE.has(code) ||
    BUSY.has(code) ||
    ["ECONNREFUSED", "ECONNRESET", "ENOENT"].includes(code) ||
    (error instanceof Error && /Connection terminated|connect ECONNREFUSED/.test(error.message))
  );
};

export function buildApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const book = new RouteBook(app);
  const metrics = apiMetrics(deps.db);
  const feed = new PostingFeed(deps.db);
  const requestFeed = new RequestFeed(deps.db);

  app.use("*", async (c, next) => {
    const given = c.req.header("x-request-id");
    const requestId = given && /^[\w-]{8,64}$/.test(given) ? given : uuidv7();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    // The route's pattern (`/api/transfers/:id`), never the path itself: ids stay out of labels.
    const route = routePath(c as Context, -1);
    metrics.observe(
      c.req.method,
      route.endsWith("*") ? "unmatched" : route,
      c.res.status,
      ms / 1000,
    );
    deps.log.info({
      requestId,
      method: c.req.method,
      path: redactPhones(new URL(c.req.url).pathname),
      status: c.res.status,
      ms: Math.round(ms),
    });
  });

  // Cross-site request forgery: a state-changing call must be JSON (a form or a simple request
  // cannot send it without a preflight) and, when a browser says where it comes from, come from
  // one of SangamPay's own origins.
  app.use("*", async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new ApiError("unsupported_media_type", "Send the request body as application/json.");
    }
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const sameOrigin = origin && new URL(c.req.url).origin === origin;
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
      throw new ApiError("cross_site", "Requests from other sites are refused.");
    }
    if (origin && !sameOrigin && !deps.config.allowedOrigins.includes(origin)) {
      throw new ApiError("cross_site", "Requests from other sites are refused.");
    }
    return next();
  });

  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError("body_too_large", `A request body is at most ${MAX_BODY_BYTES} bytes.`);
      },
    }),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status);
    if (isUnavailable(error)) {
      if (BUSY.has(sqlState(error) ?? "")) {
        deps.log.warn({ requestId: c.get("requestId"), code: sqlState(error) }, "database busy");
      }
      const unavailable = new ApiError(
        "unavailable",
        "The service is unavailable; try again shortly.",
      );
      c.header("Retry-After", "5");
      return c.json(unavailable.body(), unavailable.status);
    }
    deps.log.error({ requestId: c.get("requestId"), err: error }, "unhandled error");
    const internal = new ApiError(
      "internal",
      "Something went wrong on our side; nothing was changed.",
    );
    return c.json(internal.body(), internal.status);
  });
  app.notFound((c) => {
    const notFound = new ApiError("not_found", "No such operation.");
    return c.json(notFound.body(), notFound.status);
  });

  systemRoutes(book, deps, metrics);
  authRoutes(book, deps);
  meRoutes(book, deps);
  payeeRoutes(book, deps);
  paymentRoutes(book, deps);
  requestRoutes(book, deps);
  eventRoutes(book, deps, feed, requestFeed);
  moneyOutRoutes(book, deps);
  internationalRoutes(book, deps);
  businessRoutes(book, deps);
  leadRoutes(book, deps);
  leadExportRoutes(book, deps);
  return { app, book, feeds: [feed, requestFeed] };
}
