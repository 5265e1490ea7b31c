import { Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { useTranslation } from "react-i18next";

type NetworkSelectProps = {
  networks: readonly string[];
  value: string;
  /** Why no network will do yet, said under the list ("" when nothing is wrong). */
  error: string;
  onChange: (network: string) => void;
};

/** The mobile-money network a number abroad is on, where the number does not tell it. */
export function NetworkSelect({ networks, value, error, onChange }: NetworkSelectProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "international" });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="network">{t("recipient.network")}</Label>
      <Select
        id="network"
        value={value}
        aria-describedby="network-problem"
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {t("recipient.network")}
        </option>
        {networks.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <p
        id="network-problem"
        role="alert"
        className="text-sm font-medium text-destructive empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}
