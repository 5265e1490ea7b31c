import { SORT_CODE_DIGITS, type ZambianBank } from "@repo/mock-data/zambian-banks";
import { useTranslation } from "react-i18next";

import { RECIPIENT_MAX_LENGTH } from "../lib/limits";
import { Field, IfscField } from "./details-field";

type Branch = "confirm" | "ifsc" | "sortCode" | "holder";

type BankBranchFieldsProps = {
  zambian: boolean;
  values: Record<Branch, string>;
  onChange: (field: Branch, value: string) => void;
  onBlur: (field: Branch) => void;
  /** What is wrong with a field, "" when nothing is (or not yet). */
  errorText: (field: Branch) => string;
  /** The Indian bank an IFSC names, once known. */
  bankName: string | undefined;
  /** The Zambian bank a sort code names, once known. */
  zambianBank: ZambianBank | undefined;
};

/**
 * What a bank account needs after its number: the number again, its branch (a Zambian sort code,
 * naming the bank and its account length, or an Indian IFSC) and the holder's name. Send money
 * and Add bank account both use it. Needs the "sendMoney" copy, and "zambiaPay" in Zambia.
 */
export function BankBranchFields(props: BankBranchFieldsProps) {
  const { zambian, values, onChange, onBlur, errorText, bankName, zambianBank } = props;
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney.details" });
  const { t: tz } = useTranslation("wallet", { keyPrefix: "zambiaPay.details" });
  const text = (field: Branch) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    error: errorText(field),
  });
  return (
    <>
      <Field
        id="confirm-account"
        label={t("bank.confirm")}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={RECIPIENT_MAX_LENGTH}
        {...text("confirm")}
      />
      {zambian ? (
        <Field
          id="sort-code"
          label={tz("sortCode")}
          hint={
            zambianBank
              ? tz("bankFound", { bank: zambianBank.name, digits: zambianBank.accountDigits })
              : tz("sortCodeHint", { digits: SORT_CODE_DIGITS })
          }
          autoComplete="off"
          inputMode="numeric"
          maxLength={8}
          placeholder="01-00-02"
          {...text("sortCode")}
        />
      ) : (
        <IfscField
          id="ifsc"
          value={values.ifsc}
          onChange={(value) => onChange("ifsc", value)}
          onBlur={() => onBlur("ifsc")}
          error={errorText("ifsc")}
          bankName={bankName}
        />
      )}
      <Field
        id="holder"
        label={t("bank.holder")}
        autoComplete="off"
        limit={RECIPIENT_MAX_LENGTH}
        {...text("holder")}
      />
    </>
  );
}
