import copy from "@repo/i18n/locales/en/site/transfer-calculator.json";
import { useTranslation } from "react-i18next";

import { addSiteCopy } from "../../lib/i18n";
import { Section } from "../section";
import { TransferCalculator } from "./transfer-calculator";

addSiteCopy("transferCalculator", copy);

/** The transfer calculator with its heading, as the home page and /pricing show it. */
export function TransferCalculatorSection({ tone }: { tone?: "plain" | "muted" }) {
  const { t } = useTranslation("site", { keyPrefix: "transferCalculator" });
  return (
    <Section id="transfer-calculator" title={t("title")} intro={t("intro")} tone={tone}>
      <TransferCalculator />
    </Section>
  );
}
