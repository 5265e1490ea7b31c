import { draftPrefix } from "./storage-names";
/**
 * What a step screen's fields hold, kept in this tab's session storage until a payment is made or
 * the person logs out, so that a reload on the confirm step loses nothing. Only the fields a
 * screen chooses (numbers, amounts, choices), never a PIN or an OTP. Never throws: without
 * storage, drafts live as long as the screen.
 */
const PREFIX = draftPrefix;

export function readDraft(key: string): string | null {
  try {
    return window.sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: string | undefined) {
  try {
    if (value === undefined) window.sessionStorage.removeItem(PREFIX + key);
    else window.sessionStorage.setItem(PREFIX + key, value);
  } catch {
    // storage unavailable: the draft lives as long as the screen
  }
}

/** Forgets every draft: a payment was made, or the person logged out. */
export function clearDrafts() {
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) {
      if (key.startsWith(PREFIX)) storage.removeItem(key);
    }
  } catch {
    // nothing kept, nothing to forget
  }
}
