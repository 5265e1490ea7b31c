import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { pendingMigrations } from "../db/migrate.ts";
import { ApiError } from "../http/errors.ts";
import type { apiMetrics } from "../http/metrics.ts";
import { openApiDocument } from "../http/openapi.ts";
import type { RouteBook } from "../http/route.ts";
import { requireTeam } from "../http/team-token.ts";

const Health = v.object({ status: v.literal("ok") });
const Ready = v.object({
  status: v.literal("ready"),
  database: v.picklist(["postgres", "pglite"]),
});

/**
 * Process health, readiness (database reachable, migrations applied), the metrics (the team's
 * only) and the OpenAPI document.
 */
export function systemRoutes(
  book: RouteBook,
  { db, leads }: AppDeps,
  metrics: ReturnType<typeof apiMetrics>,
) {
  book.add(
    {
      method: "get",
      path: "/api/health",
      operationId: "getHealth",
      summary: "The process is up (says nothing of the database).",
      tags: ["system"],
      auth: "none",
      responses: { 200: { description: "Up", schema: Health } },
    },
    (c) => c.json({ status: "ok" as const }),
  );
  book.add(
    {
      method: "get",
      path: "/api/ready",
      operationId: "getReady",
      summary: "The database answers and every migration is applied.",
      tags: ["system"],
      auth: "none",
      responses: {
        200: { description: "Ready", schema: Ready },
        503: { description: "Database unreachable or migrations pending" },
      },
    },
    async (c) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(db);
      } catch {
        throw new ApiError("unavailable", "The database cannot be reached.");
      }
      if (pending.length > 0) {
        throw new ApiError("unavailable", `Migrations not applied: ${pending.join(", ")}.`);
      }
      return c.json({ status: "ready" as const, database: db.engine });
    },
  );
  book.add(
    {
      method: "get",
      path: "/api/metrics",
      operationId: "getMetrics",
      summary:
        "This process's metrics in Prometheus's text format: requests by route and status, latency, transfers by kind and status, ledger violations.",
      tags: ["system"],
      auth: "team",
      responses: {
        200: { description: "text/plain; version=0.0.4" },
        401: { description: "No team token" },
        403: { description: "Not the team's token" },
      },
    },
    async (c) => {
      requireTeam(c, leads.teamToken);
      return c.body(await metrics.text(), 200, { "Content-Type": metrics.contentType });
    },
  );
  book.add(
    {
      method: "get",
      path: "/api/openapi.json",
      operationId: "getOpenApi",
      summary: "This document.",
      tags: ["system"],
      auth: "none",
      responses: { 200: { description: "OpenAPI 3.1 document" } },
    },
    (c) => c.json(openApiDocument(book.specs)),
  );
}
