import type { ExportCell } from "./store.ts";

/**
 * A value a spreadsheet would run as a formula (OWASP's list): =, +, -, @, a tab or a carriage
 * return at the start. Such a value is written with a leading apostrophe, which spreadsheets show
 * as text and never run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: ExportCell): string {
  if (value === null) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (comma, CRLF, double quotes), UTF-8 as written, safe to open in a spreadsheet. */
export function toCsv(header: readonly string[], rows: readonly ExportCell[][]): string {
  return [header, ...rows].map((row) => `${row.map(cell).join(",")}\r\n`).join("");
}
