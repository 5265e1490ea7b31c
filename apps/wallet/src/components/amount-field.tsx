import { fromMajor } from "@repo/ledger/money";
import type { Refusal } from "@repo/ledger/payment";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney } from "@repo/ui/lib/format";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { useHomeCountry } from "../hooks/use-home-country";
import { useInputGuard } from "../hooks/use-input-guard";
import { useRefusalText } from "../hooks/use-refusal-text";
import { amountRuleFor } from "../lib/input-rules";
import { currencySymbol } from "../lib/money";
import type { PaymentSource } from "../lib/refusal-advice";
import { GuardMessage } from "./guard-message";

type AmountFieldProps = {
  /** The amount in the home currency as typed ("12.50"), "" while empty. */
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, e.g. the balance the payment comes from (a box in the app shell). */
  hint: ReactNode;
  /** What the ledger says about this amount (`checkPayment`), shown under the field. */
  refusal: Refusal | null;
  /** What the payment is and where its money comes from (a payment from the wallet unless said). */
  payment?: PaymentSource;
  /** Another screen's rule about the amount (a request's limits), shown the same way. */
  problem?: string;
};

/**
 * The amount of every payment typed by hand (send money, add money), in the account's home
 * currency: through the amount guard, its quick amounts, and the ledger's refusal in words.
 * Needs the wallet's "payment" and "input" copy.
 */
export function AmountField({
  value,
  onChange,
  hint,
  refusal,
  payment,
  problem,
}: AmountFieldProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "payment.amount" });
  const { t: ti } = useTranslation("wallet", { keyPrefix: "input.amount" });
  const refusalText = useRefusalText();
  const { currency, quickAmounts } = useHomeCountry();
  const guard = useInputGuard({
    id: "amount",
    rule: amountRuleFor(currency),
    value,
    onValueChange: onChange,
    describedBy: "amount-hint amount-format amount-problem",
  });
  // A refused digit past the limit is said by the refusal under the field: once, not twice.
  const saidBelow = guard.problem === "too-large" && refusal?.reason === "over-payment-limit";
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor="amount">{t("label", { symbol: currencySymbol(currency) })}</Label>
        <Input
          {...guard.input}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-invalid={refusal || problem || guard.invalid ? true : undefined}
          className="text-2xl font-bold"
        />
        <GuardMessage {...guard.message} text={saidBelow ? "" : guard.message.text} />
        <p id="amount-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
        <p id="amount-format" className="text-sm text-muted-foreground">
          {ti("format", { context: currency })}
        </p>
        <p
          id="amount-problem"
          role="alert"
          className="text-sm font-medium text-destructive empty:hidden"
        >
          {refusal ? refusalText(refusal, payment) : (problem ?? "")}
        </p>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("quick")}</legend>
        <div className="grid grid-cols-4 gap-2">
          {quickAmounts.map((quick) => {
            const amount = formatMoney(fromMajor(quick, currency));
            return (
              <Button
                key={quick}
                variant="outline"
                size="sm"
                aria-label={t("quickAmount", { amount })}
                aria-pressed={value === String(quick)}
                className="aria-pressed:border-primary aria-pressed:bg-secondary"
                onClick={() => onChange(String(quick))}
              >
                {amount}
              </Button>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
