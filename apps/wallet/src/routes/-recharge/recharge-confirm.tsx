import type { HomeCountryCode } from "@repo/pricing/home-countries";
import { formatMoney } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { ConfirmPayment } from "../../components/confirm-payment";
import type { PaymentInput } from "../../lib/ledger";
import { formatPhone } from "../../lib/phone";

type RechargeConfirmProps = {
  title: string;
  payment: PaymentInput;
  /** The number recharged, national digits. */
  national: string;
  country: HomeCountryCode;
  /** The contact saved under that number, if any. */
  contactName: string | undefined;
  operator: string;
  /** What is bought: the plan, the airtime or the bundle, as a label and a value. */
  item: [string, string];
};

/** The confirm step of a recharge, Indian or Zambian: who, which network, what, how much. */
export function RechargeConfirm({
  title,
  payment,
  national,
  country,
  contactName,
  operator,
  item,
}: RechargeConfirmProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge" });
  const rows: [string, string][] = [
    ...(contactName ? [[t("payee.contact"), contactName] as [string, string]] : []),
    [t("number.label"), formatPhone(national, country)],
    [t("operator.label"), operator],
    item,
    [t("amount"), formatMoney(payment.amount)],
  ];
  return (
    <ConfirmPayment
      title={title}
      back={{ to: "/recharge" }}
      payment={payment}
      rows={rows}
      feeLabel={t("fee")}
    />
  );
}
