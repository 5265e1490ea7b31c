import { rupees } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import { contacts } from "@repo/mock-data/contacts";
import { detectOperator, findOperator, operators, plansFor } from "@repo/mock-data/operators";
import type { OperatorId, RechargePlan } from "@repo/mock-data/types";
import { Button } from "@repo/ui/components/button";
import { Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney, formatNumber } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

import { ChoiceOption } from "../components/choice-option";
import { FormStep } from "../components/form-step";
import { MobileField } from "../components/mobile-field";
import { anyText, oneOf, useDraftState } from "../hooks/use-draft-state";
import { useHomeCountry } from "../hooks/use-home-country";
import { useInputGuard } from "../hooks/use-input-guard";
import { useOwnAccount } from "../hooks/use-own-account";
import { useRecipientErrorText } from "../hooks/use-recipient-error-text";
import { useRefusalText } from "../hooks/use-refusal-text";
import { mobileRule } from "../lib/input-rules";
import { type PaymentInput } from "../lib/ledger";
import { COUNTRY_CODE, PHONE_LENGTH } from "../lib/limits";
import { loadCopy } from "../lib/load-copy";
import { stepSearch } from "../lib/step-search";
import { validateMobileNumber } from "../lib/validation";
import { loadLedger } from "../stores/load-ledger";
import { useWalletStore } from "../stores/wallet-store";
import { RechargeConfirm } from "./-recharge/recharge-confirm";
import { ZambianRecharge } from "./-recharge/zambian-recharge";

export const Route = createFileRoute("/recharge")({
  validateSearch: stepSearch,
  loader: () => Promise.all([loadCopy("recharge", "payment", "input"), loadLedger()]),
  component: Recharge,
});

/** A Zambian account buys airtime and bundles on its own networks; an Indian one recharges plans. */
function Recharge() {
  const confirming = Route.useSearch().step === "confirm";
  return useHomeCountry().code === "ZM" ? (
    <ZambianRecharge confirming={confirming} />
  ) : (
    <IndianRecharge confirming={confirming} />
  );
}

function IndianRecharge({ confirming }: { confirming: boolean }) {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge" });
  const planSummary = usePlanSummary();
  const ledger = useWalletStore((s) => s.ledger);
  const refusalText = useRefusalText();
  const recipientErrorText = useRecipientErrorText();
  const { phone: ownPhone } = useOwnAccount();
  const [number, setNumber] = useDraftState("recharge.in.number", "", anyText(20));
  const [chosenOperator, setChosenOperator] = useDraftState<OperatorId>(
    "recharge.in.operator",
    undefined,
    oneOf(operators.map((o) => o.id)),
  );
  const [planId, setPlanId] = useDraftState("recharge.in.plan", undefined, anyText(40));
  // What is entered is kept as a draft: Back from confirm and a reload on confirm find it.

  const mobile = validateMobileNumber(number);
  // Shown once the number is complete: while typing, a short number is not yet a mistake.
  const mobileError = !mobile.ok && number.length === PHONE_LENGTH ? mobile.error : null;
  const detected = detectOperator(number);
  const operator = chosenOperator ? findOperator(chosenOperator) : detected;
  const plans = operator ? plansFor(operator.id) : [];
  const plan = plans.find((p) => p.id === planId);
  const payment: PaymentInput | undefined =
    mobile.ok && operator && plan
      ? {
          kind: "recharge",
          recipient: mobile.value,
          name: t("ledgerName", { operator: operator.name }),
          amount: rupees(plan.price),
          recharge: { operator: operator.id, plan: plan.id },
        }
      : undefined;
  const refusal = payment ? checkPayment(ledger, payment, new Date()) : null;
  const ready = payment !== undefined && refusal === null;

  const changeNumber = (value: string) => {
    setNumber(value);
    // A new number may be on another network: detect again and pick the plan anew.
    setChosenOperator(undefined);
    setPlanId(undefined);
  };

  const guard = useInputGuard({
    id: "mobile",
    rule: mobileRule,
    value: number,
    onValueChange: changeNumber,
    describedBy: "mobile-hint mobile-problem",
  });

  if (confirming && payment && operator && plan) {
    return (
      <RechargeConfirm
        title={t("confirmTitle")}
        payment={payment}
        national={payment.recipient}
        country="IN"
        contactName={contacts.find((c) => c.phone === payment.recipient)?.name}
        operator={operator.name}
        item={[t("plans.plan"), planSummary(plan)]}
      />
    );
  }

  return (
    <FormStep title={t("title")} to="/recharge" ready={ready} replace={confirming}>
      <MobileField
        label={t("number.label")}
        callingCode={COUNTRY_CODE}
        guard={guard}
        name="mobile"
        autoComplete="off"
        hint={t("number.hint", { length: PHONE_LENGTH, code: COUNTRY_CODE })}
        problem={mobileError ? recipientErrorText(mobileError) : ""}
      >
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => changeNumber(ownPhone)}
        >
          {t("number.mine")}
        </Button>
      </MobileField>

      <div className="flex flex-col gap-2">
        <Label htmlFor="operator">{t("operator.label")}</Label>
        <Select
          id="operator"
          name="operator"
          value={operator?.id ?? ""}
          aria-describedby="operator-hint"
          onChange={(event) => {
            setChosenOperator(findOperator(event.target.value)?.id);
            setPlanId(undefined);
          }}
        >
          <option value="" disabled>
            {t("operator.choose")}
          </option>
          {operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        <p id="operator-hint" role="status" className="text-sm text-muted-foreground empty:hidden">
          {detected && !chosenOperator ? t("operator.detected", { operator: detected.name }) : ""}
        </p>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">
          {operator ? t("plans.title", { operator: operator.name }) : t("plans.titleEmpty")}
        </legend>
        {operator ? (
          <div className="divide-y overflow-hidden rounded-xl border bg-card">
            {plans.map((p) => (
              <ChoiceOption
                key={p.id}
                group="plan"
                value={p.id}
                checked={planId === p.id}
                onSelect={setPlanId}
                title={formatMoney(rupees(p.price))}
                detail={planSummary(p)}
                badge={p.popular ? t("plans.popular") : undefined}
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("plans.empty")}</p>
        )}
        <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
          {refusal && payment ? refusalText(refusal, payment) : ""}
        </p>
      </fieldset>

      <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
        {plan ? t("continue", { amount: formatMoney(rupees(plan.price)) }) : t("continueEmpty")}
      </Button>
    </FormStep>
  );
}

/** "28 days · 1.5 GB/day · Unlimited calls · 100 SMS/day". */
function usePlanSummary() {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge.plans" });
  return (plan: RechargePlan): string => {
    const parts = [
      t("validity", { count: plan.validityDays }),
      t(plan.dataPer === "day" ? "dataDay" : "dataPack", { gb: formatNumber(plan.dataGb) }),
    ];
    if (plan.unlimitedCalls) parts.push(t("calls"));
    if (plan.smsPerDay > 0) parts.push(t("sms", { count: plan.smsPerDay }));
    return parts.join(" · ");
  };
}
