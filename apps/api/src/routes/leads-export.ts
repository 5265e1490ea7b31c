import { leadForms } from "@repo/forms/leads";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import type { RouteBook } from "../http/route.ts";
import { requireTeam } from "../http/team-token.ts";
import { toCsv } from "../leads/csv.ts";
import { exportLeads } from "../leads/store.ts";

const ExportQuery = v.object({
  form: v.picklist(leadForms, "form is waitlist, contact or merchant."),
});

/** GET /api/leads/export?form=…: every entry of one form as CSV, for the team's token only. */
export function leadExportRoutes(book: RouteBook, { db, leads }: AppDeps) {
  book.add(
    {
      method: "get",
      path: "/api/leads/export",
      operationId: "exportLeads",
      summary:
        "Every entry of one form, oldest first, as CSV (UTF-8, RFC 4180; a value starting with =, +, -, @, a tab or a carriage return is written after an apostrophe).",
      tags: ["leads"],
      auth: "team",
      query: ExportQuery,
      responses: {
        200: { description: "text/csv" },
        400: { description: "No such form" },
        401: { description: "No team token" },
        403: { description: "Not the team's token" },
      },
    },
    async (c) => {
      requireTeam(c, leads.teamToken);
      const { form } = v.parse(ExportQuery, c.req.query());
      const { header, rows } = await exportLeads(db, form);
      return c.body(toCsv(header, rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="sangampay-${form}.csv"`,
      });
    },
  );
}
