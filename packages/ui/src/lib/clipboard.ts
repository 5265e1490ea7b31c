/**
 * Copies text with the async clipboard API; resolves false when the browser refuses (no
 * permission, an insecure page, no clipboard at all), so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
