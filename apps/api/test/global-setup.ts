import type { TestProject } from "vitest/node";

import { postgresDatabase } from "../src/db/database.ts";
import { startLocalPostgres } from "../src/db/local-postgres.ts";
import { migrate } from "../src/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of the test cluster's maintenance database. */
    pgAdminUrl: string;
    /** Connection string of the cluster with `{database}` in place of the name. */
    pgUrlTemplate: string;
  }
}

/** One PostgreSQL 15 cluster per test run, with the migrations applied once to a template. */
export default async function setup(project: TestProject) {
  const cluster = startLocalPostgres({ fsync: false });
  const admin = postgresDatabase(cluster.url("postgres"), 1);
  await admin.query("CREATE DATABASE ledger_template");
  await admin.close();
  const template = postgresDatabase(cluster.url("ledger_template"), 1);
  await migrate(template);
  await template.close();
  project.provide("pgAdminUrl", cluster.url("postgres"));
  project.provide("pgUrlTemplate", cluster.url("{database}"));
  return () => cluster.stop();
}
