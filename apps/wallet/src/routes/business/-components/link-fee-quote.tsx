import { useLanguage } from "@repo/i18n/language-provider";
import { feeRateOf } from "@repo/ledger/fees";
import type { Money } from "@repo/ledger/money";
import { formatPercent } from "@repo/pricing/percent";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { DetailList } from "../../../components/detail-list";
import { linkQuote } from "../../../lib/business/business-links";

/**
 * What a signed link's customer pays, its fee and what the business receives, live as the amount
 * is typed (`amount` is the amount once it is one a link may ask for); the rate alone before.
 */
export function LinkFeeQuote({ amount }: { amount: Money | undefined }) {
  const { t } = useTranslation("wallet", { keyPrefix: "business.links" });
  const { language } = useLanguage();
  const rate = formatPercent(feeRateOf("link"), language === "en" ? "en-IN" : language);
  const quote = amount ? linkQuote(amount) : null;
  return (
    <section
      aria-labelledby="fee-title"
      aria-live="polite"
      className="rounded-xl border bg-card px-4 py-2"
    >
      <h3 id="fee-title" className="sr-only">
        {t("feeTitle")}
      </h3>
      {quote ? (
        <DetailList
          rows={[
            [t("customerPays"), formatMoney(quote.amount)],
            [t("fee", { rate }), formatMoney(quote.fee)],
            [t("youReceive"), formatMoney(quote.toBusiness)],
          ]}
        />
      ) : (
        <p className="py-2 text-sm text-muted-foreground">{t("feeNote", { rate })}</p>
      )}
    </section>
  );
}
