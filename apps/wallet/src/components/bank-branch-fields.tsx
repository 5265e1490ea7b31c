import { SORT_CODE_DIGITS } from "@repo/mock-data/zambian-banks";
import type { HomeCountry } from "@repo/pricing/home-countries";

import { useHomeCopy } from "../hooks/use-home-copy";
import { RECIPIENT_MAX_LENGTH } from "../lib/limits";
import type { BranchBank } from "../lib/validation";
import { Field, IfscField } from "./details-field";

type Branch = "confirm" | "ifsc" | "sortCode" | "holder";

type BankBranchFieldsProps = {
  /** What names the branch in the home country: an IFSC, or a sort code. */
  branch: HomeCountry["payments"]["bankBranch"];
  values: Record<Branch, string>;
  onChange: (field: Branch, value: string) => void;
  onBlur: (field: Branch) => void;
  /** What is wrong with a field, "" when nothing is (or not yet). */
  errorText: (field: Branch) => string;
  /** The bank the branch's code names, once known (`branchBankOf`). */
  bank: BranchBank | undefined;
};

/**
 * What a bank account needs after its number: the number again, its branch (an IFSC, or a sort
 * code naming the bank and its account length, as the home country's data says) and the holder's
 * name. Send money and Add bank account both use it. Needs the "sendMoney" copy.
 */
export function BankBranchFields(props: BankBranchFieldsProps) {
  const { branch, values, onChange, onBlur, errorText, bank } = props;
  const { t } = useHomeCopy("sendMoney.details");
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
      {branch === "sortCode" ? (
        <Field
          id="sort-code"
          label={t("bank.sortCode")}
          hint={
            bank
              ? t("bank.bankFound", { bank: bank.name, digits: bank.accountDigits })
              : t("bank.sortCodeHint", { digits: SORT_CODE_DIGITS })
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
          bankName={bank?.name}
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
