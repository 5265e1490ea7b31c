/** Longest query value a form field accepts as a prefill; anything longer is ignored. */
const MAX_PREFILL_LENGTH = 120;

/**
 * Reads a query parameter meant to prefill a text field. Untrusted: it is trimmed, must be
 * 1-120 characters without control characters, and is only ever rendered as a field's value.
 */
export function queryText(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  if (!value || value.length > MAX_PREFILL_LENGTH) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}
