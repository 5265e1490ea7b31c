import { localDay } from "@repo/ledger/day";

import { dayStart } from "./history";

/** The month a month picker shows: the one asked for, else the newest with entries, else this one. */
export function shownMonth(
  asked: string | undefined,
  months: readonly string[],
  now: Date,
): string {
  return asked ?? months[0] ?? localDay(now).slice(0, 7);
}

/** The months a picker offers: those given, with the chosen one first when it is not among them. */
export function monthChoices(chosen: string, months: readonly string[]): string[] {
  return months.includes(chosen) ? [...months] : [chosen, ...months];
}

/** The month before `2026-11`: `2026-10`. */
export function previousMonth(month: string): string {
  const start = dayStart(`${month}-01`);
  return localDay(new Date(start.getFullYear(), start.getMonth() - 1, 1)).slice(0, 7);
}

/** `2026-11` as the language names it: "November 2026", "नवंबर 2026" (English in Indian style). */
export function monthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-IN" : language, {
    month: "long",
    year: "numeric",
  }).format(dayStart(`${month}-01`));
}
