import { jsPDF } from "jspdf";

/**
 * Receipts and statements as PDF files, drawn with jsPDF. Screens import this module only when
 * a PDF is asked for, so the library never loads with a screen. The PDF's built-in fonts carry
 * Latin letters only: text is written in a Latin-script language (the screen picks it), and any
 * other character is replaced rather than drawn as a wrong glyph.
 */

const PAGE_MARGIN = 48;
const LINE = 16;

/** Text the built-in fonts can draw: the rupee sign spelt out, anything outside Latin-1 as "?". */
export function pdfText(text: string): string {
  return text
    .replace(/₹/g, "Rs. ")
    .replace(/[−–—]/g, "-")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[^\u0020-\u007e\u00a1-\u00ff]/g, "?");
}

type Doc = jsPDF;

function newDoc(): Doc {
  return new jsPDF({ unit: "pt", format: "a4", putOnlyUsedFonts: true });
}

/** Writes lines from `y`, starting a new page when the page is full; returns the next line's y. */
function writeLines(doc: Doc, lines: string[], y: number, x = PAGE_MARGIN): number {
  const bottom = doc.internal.pageSize.getHeight() - PAGE_MARGIN;
  const width = doc.internal.pageSize.getWidth() - x - PAGE_MARGIN;
  let next = y;
  for (const line of lines) {
    for (const part of doc.splitTextToSize(pdfText(line), width) as string[]) {
      if (next > bottom) {
        doc.addPage();
        next = PAGE_MARGIN;
      }
      doc.text(part, x, next);
      next += LINE;
    }
  }
  return next;
}

function heading(doc: Doc, title: string, subtitle: string): number {
  doc.setFont("helvetica", "bold").setFontSize(18);
  doc.text(pdfText(title), PAGE_MARGIN, PAGE_MARGIN + 8);
  doc.setFont("helvetica", "normal").setFontSize(11);
  return writeLines(doc, [subtitle], PAGE_MARGIN + 32) + LINE / 2;
}

export type ReceiptPdf = {
  /** The document's title line ("SangamPay payment receipt"). */
  title: string;
  /** What happened ("Payment successful"). */
  heading: string;
  rows: [label: string, value: string][];
};

export function receiptPdf({ title, heading: what, rows }: ReceiptPdf): Blob {
  const doc = newDoc();
  doc.setProperties({ title: pdfText(title) });
  let y = heading(doc, title, what);
  for (const [label, value] of rows) {
    doc.setFont("helvetica", "bold");
    doc.text(pdfText(label), PAGE_MARGIN, y);
    doc.setFont("helvetica", "normal");
    y = writeLines(doc, [value], y, PAGE_MARGIN + 150) + 4;
  }
  return doc.output("blob");
}

export type StatementPdf = {
  title: string;
  /** The period and who it is for. */
  subtitle: string;
  /** Lines under the heading: the totals. */
  summary: string[];
  columns: [date: string, description: string, type: string, amount: string];
  rows: [date: string, description: string, type: string, amount: string][];
  /** Shown instead of the table when there are no rows. */
  empty: string;
};

export function statementPdf({ title, subtitle, summary, columns, rows, empty }: StatementPdf) {
  const doc = newDoc();
  doc.setProperties({ title: pdfText(`${title} ${subtitle}`) });
  let y = heading(doc, title, subtitle);
  y = writeLines(doc, summary, y) + LINE / 2;
  const right = doc.internal.pageSize.getWidth() - PAGE_MARGIN;
  const x = [PAGE_MARGIN, PAGE_MARGIN + 110, PAGE_MARGIN + 330];
  const bottom = doc.internal.pageSize.getHeight() - PAGE_MARGIN;
  const row = (cells: string[], bold: boolean) => {
    if (y > bottom) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    doc.setFont("helvetica", bold ? "bold" : "normal").setFontSize(10);
    const [date = "", description = "", type = "", amount = ""] = cells.map(pdfText);
    doc.text(date, x[0]!, y);
    doc.text((doc.splitTextToSize(description, 210) as string[])[0] ?? "", x[1]!, y);
    doc.text(type, x[2]!, y);
    doc.text(amount, right, y, { align: "right" });
    y += LINE;
  };
  if (rows.length === 0) {
    writeLines(doc, [empty], y);
  } else {
    row(columns, true);
    for (const cells of rows) row(cells, false);
  }
  return doc.output("blob");
}
