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

/** How a share ended: the sheet sent it, the person closed the sheet, or the fallback's copy. */
export type ShareEnd = "shared" | "closed" | "copied" | "failed";

/**
 * Opens the system's share sheet where there is one (phones); where there is none, or it fails
 * for another reason than the person closing it, copies `fallback` to the clipboard instead.
 */
export async function shareOrCopy(data: ShareData, fallback: string): Promise<ShareEnd> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "closed";
    }
  }
  return (await copyText(fallback)) ? "copied" : "failed";
}
