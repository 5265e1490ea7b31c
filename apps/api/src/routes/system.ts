import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { pendingMigrations } from "../db/migrate.ts";
import { ApiError } from "../http/errors.ts";
import { openApiDocument } from "../http/openapi.ts";
import type { RouteBook } from "../http/route.ts";

const Health = v.object({ status: v.literal("ok") });
const Ready = v.object({
  status: v.literal("ready"),
  database: v.picklist(["postgres", "pglite"]),
});

/** Process health, readiness (database reachable, migrations applied) and the OpenAPI document. */
export function systemRoutes(book: RouteBook, { db }: AppDeps) {
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
