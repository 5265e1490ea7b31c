// `pnpm --filter api migrate`: applies the migrations to DATABASE_URL and exits.
import { postgresDatabase } from "./database.ts";
import { migrate } from "./migrate.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Set DATABASE_URL to the PostgreSQL database to migrate.");
  process.exit(2);
}
const db = postgresDatabase(url, 1);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied ${applied.join(", ")}` : "nothing to apply");
} finally {
  await db.close();
}
