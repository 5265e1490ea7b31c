/**
 * A moment's calendar day as an ISO date (`2026-11-21`): where the code runs, or in the given IANA
 * time zone (the server passes the account's: `Asia/Kolkata`, `Africa/Lusaka`). Daily limits and
 * bill cycles go by these days.
 */
export function localDay(date: Date, timeZone?: string): string {
  if (timeZone) {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(date);
  }
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
