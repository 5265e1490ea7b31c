import { Button } from "@repo/ui/components/button";
import { toast } from "@repo/ui/lib/toast";
import { Download, Share2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { downloadBlob } from "../lib/download";
import { pdfLanguage } from "../lib/pdf-language";

type Props = {
  id: string;
  /** What happened, in the key of the receipt's heading ("title.send"), for the PDF's language. */
  heading: (language: string) => string;
  /** The receipt's rows in a language (the PDF's may differ from the screen's). */
  rows: (language: string) => [label: string, value: string][];
};

/**
 * A receipt's Download (a PDF, its library fetched on the first press) and Share (the Web Share
 * API, else the text copied to the clipboard). Needs the wallet's "payment" copy.
 */
export function ReceiptActions({ id, heading, rows }: Props) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "payment.receipt" });
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const language = pdfLanguage(i18n.language);
      const { receiptPdf } = await import("../lib/pdf");
      const title = i18n.getFixedT(language, "wallet", "payment.receipt")("fileTitle");
      downloadBlob(
        `sangampay-receipt-${id}.pdf`,
        receiptPdf({ title, heading: heading(language), rows: rows(language) }),
      );
      toast({ title: t("downloaded"), variant: "success" });
    } catch (error) {
      console.warn("The receipt PDF could not be made:", error);
      toast({ title: t("downloadFailed"), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    const language = i18n.language;
    const text = [
      t("fileTitle"),
      heading(language),
      "",
      ...rows(language).map(([label, value]) => `${label}: ${value}`),
    ].join("\n");
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("fileTitle"), text });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do. Anything else: offer the clipboard.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t("copied"), description: t("copiedBody"), variant: "success" });
    } catch {
      toast({ title: t("copyFailed"), description: t("copyFailedBody"), variant: "error" });
    }
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="outline" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" />
        {t("download")}
      </Button>
      <Button variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {t("share")}
      </Button>
    </div>
  );
}
