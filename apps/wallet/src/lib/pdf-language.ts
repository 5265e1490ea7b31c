/** Languages whose letters the PDF's built-in fonts can draw. */
const LATIN_SCRIPT = new Set(["en", "es", "fr"]);

/**
 * The language a PDF is written in: the reader's when the built-in fonts can draw it, else
 * English (Telugu and Devanagari would need a font of several hundred KB inside every file).
 */
export function pdfLanguage(language: string): string {
  return LATIN_SCRIPT.has(language) ? language : "en";
}
