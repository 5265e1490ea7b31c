import { useTranslation } from "react-i18next";

import { ToggleChoice } from "../../components/kit/toggle-choice";

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
    <ToggleChoice
      legend={t("what")}
      group="purchase"
      value={value}
      onChange={onChange}
      options={[
        { value: "airtime", label: t("airtime") },
        { value: "pack", label: t("choice") },
      ]}
    />
  );
}
