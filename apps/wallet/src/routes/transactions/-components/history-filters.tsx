import { Button } from "@repo/ui/components/button";
import { Input, Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";

import { DIRECTIONS, HISTORY_TYPES } from "../../../lib/history";
import type { HistorySearch } from "../../../lib/history-search";

type Props = {
  search: HistorySearch;
  /** From is after To: the dates are not applied, and the screen says so. */
  badRange: boolean;
  onChange: (change: Partial<HistorySearch>) => void;
};

/** Sent or received, type and dates, in a disclosure that says how many are on. */
export function HistoryFilters({ search, badRange, onChange }: Props) {
  const { t } = useTranslation("wallet", { keyPrefix: "history.filters" });
  const active = [search.dir, search.type, search.from, search.to].filter(Boolean).length;
  return (
    <details className="group rounded-xl border bg-card" open={active > 0 ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm font-medium">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {active > 0 ? t("active", { count: active }) : t("title")}
      </summary>
      <div className="grid grid-cols-2 gap-3 px-3 pb-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="history-dir">{t("direction")}</Label>
          <Select
            id="history-dir"
            value={search.dir ?? ""}
            onChange={(event) =>
              onChange({ dir: DIRECTIONS.find((dir) => dir === event.target.value) })
            }
          >
            <option value="">{t("all")}</option>
            {DIRECTIONS.map((dir) => (
              <option key={dir} value={dir}>
                {t(dir)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="history-type">{t("type")}</Label>
          <Select
            id="history-type"
            value={search.type ?? ""}
            onChange={(event) =>
              onChange({ type: HISTORY_TYPES.find((type) => type === event.target.value) })
            }
          >
            <option value="">{t("allTypes")}</option>
            {HISTORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="history-from">{t("from")}</Label>
          <Input
            id="history-from"
            type="date"
            value={search.from ?? ""}
            max={search.to}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? "history-range-error" : undefined}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="history-to">{t("to")}</Label>
          <Input
            id="history-to"
            type="date"
            value={search.to ?? ""}
            min={search.from}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? "history-range-error" : undefined}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </div>
        {badRange ? (
          <p id="history-range-error" role="alert" className="col-span-2 text-sm text-destructive">
            {t("badRange")}
          </p>
        ) : null}
        {active > 0 ? (
          <Button
            variant="ghost"
            className="col-span-2"
            onClick={() =>
              onChange({ dir: undefined, type: undefined, from: undefined, to: undefined })
            }
          >
            {t("clear")}
          </Button>
        ) : null}
      </div>
    </details>
  );
}
