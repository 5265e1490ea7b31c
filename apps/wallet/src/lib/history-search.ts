import * as v from "valibot";

/**
 * Query strings of the history screens. This module loads with the app's entry (routes declare
 * their search there), so it holds the schemas only and repeats the filter's few names; anything
 * missing or invalid falls back to `undefined` (no filter).
 */

/** A local calendar day, `2026-11-21`, that exists. */
const day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d\d-\d\d$/),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }),
);
const optional = <T extends v.GenericSchema<unknown, unknown>>(schema: T) =>
  v.fallback(v.optional(schema), undefined);

export const historySearch = v.object({
  q: optional(v.pipe(v.string(), v.maxLength(50))),
  dir: optional(v.picklist(["sent", "received"])),
  type: optional(
    v.picklist(["transfer", "bill", "recharge", "add-money", "cross-border", "cashback"]),
  ),
  from: optional(day),
  to: optional(day),
});

export type HistorySearch = v.InferOutput<typeof historySearch>;

/** A calendar month, `2026-11`. */
export const monthSearch = v.object({
  month: optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
});

/** /transactions/statement: a month, or a range of days. */
export const statementSearch = v.object({
  ...monthSearch.entries,
  from: optional(day),
  to: optional(day),
});

export type StatementSearch = v.InferOutput<typeof statementSearch>;
