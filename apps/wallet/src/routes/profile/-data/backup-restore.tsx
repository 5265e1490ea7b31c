import { Button } from "@repo/ui/components/button";
import { formatDate, formatMoney } from "@repo/ui/lib/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { DetailList } from "../../../components/detail-list";
import { FileButton } from "../../../components/kit/file-button";
import {
  type Backup,
  backupCurrency,
  backupFileName,
  type BackupPreview,
  backupText,
  parseBackup,
  previewBackup,
} from "../../../data/backup";
import { useHomeCountry } from "../../../hooks/use-home-country";
import { downloadBlob } from "../../../lib/download";
import { withLedger } from "../../../stores/wallet-store";

type Chosen = { file: string; backup: Backup; preview: BackupPreview };

/** Your data: download everything as a backup file, or restore one after a preview. */
export function BackupRestore() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "profileData" });
  const { currency } = useHomeCountry();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState("");

  const download = async () => {
    const now = new Date();
    const backup = await withLedger((backend) => backend.backup(now));
    const file = backupFileName(now);
    downloadBlob(file, new Blob([backupText(backup)], { type: "application/json" }));
    setDone(t("export.done", { file }));
  };

  const choose = async (file: File) => {
    setDone("");
    const backup = parseBackup(await file.text());
    if (!backup) {
      setChosen(null);
      setRefusal(t("import.notBackup", { file: file.name }));
      return;
    }
    if (backupCurrency(backup) !== currency) {
      // Another home country's wallet: its money cannot join this one's.
      setChosen(null);
      setRefusal(t("import.otherCountry", { file: file.name, currency: backupCurrency(backup) }));
      return;
    }
    setRefusal(null);
    setChosen({ file: file.name, backup, preview: previewBackup(backup) });
  };

  const restore = async (backup: Backup) => {
    await withLedger((backend) => backend.restore(backup), { changes: () => true });
    setChosen(null);
    setDone(t("import.done"));
  };

  const date = (iso: string) => formatDate(new Date(iso), i18n.language);

  return (
    <>
      <section aria-labelledby="export-title" className="flex flex-col gap-2">
        <h2 id="export-title" className="font-semibold">
          {t("export.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("export.body")}</p>
        <Button variant="outline" className="self-start" onClick={() => void download()}>
          {t("export.action")}
        </Button>
      </section>

      <section aria-labelledby="import-title" className="flex flex-col gap-2">
        <h2 id="import-title" className="font-semibold">
          {t("import.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("import.body")}</p>
        <FileButton
          accept="application/json,.json"
          className="self-start"
          onFile={(file) => void choose(file)}
        >
          {t("import.choose")}
        </FileButton>
        {refusal ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {refusal}
          </p>
        ) : null}
        {chosen ? (
          <div
            role="group"
            aria-labelledby="preview-title"
            className="flex flex-col gap-3 rounded-xl border bg-card p-4"
          >
            <h3 id="preview-title" className="font-semibold break-all">
              {t("import.previewTitle", { file: chosen.file })}
            </h3>
            <DetailList
              rows={[
                [t("import.entries"), String(chosen.preview.entries)],
                [
                  t("import.range"),
                  chosen.preview.from && chosen.preview.to
                    ? t("import.rangeValue", {
                        from: date(chosen.preview.from),
                        to: date(chosen.preview.to),
                      })
                    : t("import.noEntries"),
                ],
                [t("import.wallet"), formatMoney(chosen.preview.balances.wallet)],
                [t("import.bank"), formatMoney(chosen.preview.balances.bank)],
                [t("import.setAside"), String(chosen.preview.setAside)],
              ]}
            />
            <p className="text-sm font-medium">{t("import.warning")}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void restore(chosen.backup)}>{t("import.confirm")}</Button>
              <Button variant="ghost" onClick={() => setChosen(null)}>
                {t("import.cancel")}
              </Button>
            </div>
          </div>
        ) : null}
      </section>

      <p role="status" className="text-sm font-medium empty:hidden">
        {done}
      </p>
    </>
  );
}
