import { useTranslation } from "react-i18next";

import { focusRing } from "../../components/kit/focus";

type Purchase = "airtime" | "pack";

/** Airtime of any amount or one of the operator's bundles, as two halves of one switch. */
export function PurchaseChoice({
  value,
  onChange,
}: {
  value: Purchase;
  onChange: (value: Purchase) => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge.bundles" });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("what")}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
        {(["airtime", "pack"] as const).map((choice) => (
          <label
            key={choice}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg font-semibold has-checked:bg-background has-checked:shadow ${focusRing.holder}`}
          >
            <input
              type="radio"
              name="purchase"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {t(choice === "airtime" ? "airtime" : "choice")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
