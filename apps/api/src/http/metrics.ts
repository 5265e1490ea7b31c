import { Counter, Gauge, Histogram, Registry } from "prom-client";

import type { Queryable } from "../db/database.ts";

/**
 * This process's metrics in Prometheus's text format (`GET /api/metrics`, the team's token):
 * requests by route and status, their latency, and, read from the database at each scrape,
 * transfers by kind and status and the number of ledger violations. One registry per app, so
 * that several apps in one process (the tests) never share counts.
 */
export function apiMetrics(db: Queryable) {
  const registry = new Registry();
  const requests = new Counter({
    name: "sangampay_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "sangampay_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: "sangampay_transfers",
    help: "Transfers in the ledger, by kind and status.",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ kind: string; status: string; n: bigint }>(
        "SELECT kind, status, count(*) AS n FROM transfers GROUP BY kind, status",
      );
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: "sangampay_ledger_violations",
    help: "Rows of the ledger_violations view: broken invariants (0 when the ledger is sound).",
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ n: bigint }>("SELECT count(*) AS n FROM ledger_violations");
      this.set(Number(rows[0]!.n));
    },
  });

  return {
    /** Counts one answered request; `route` is the matched pattern, never the raw path. */
    observe(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}
