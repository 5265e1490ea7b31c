/**
 * Query strings as people read and type them: every value is plain text (`?recipient=9812345670`,
 * not TanStack's default JSON form `?recipient=%229812345670%22`). Each route's schema turns the
 * text into the types it needs, so nothing is trusted as parsed.
 */
export function parseSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const out: Record<string, string> = {};
  // The first value wins when a key repeats.
  params.forEach((value, key) => {
    if (!(key in out)) out[key] = value;
  });
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    const text =
      typeof value === "object" ? JSON.stringify(value) : `${value as string | number | boolean}`;
    params.set(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
