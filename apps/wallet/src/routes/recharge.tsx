import { limitsOf } from "@repo/ledger/limits";
import { checkPayment } from "@repo/ledger/payment";
import { Button } from "@repo/ui/components/button";
import { Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatAlternatives, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

import { AmountField } from "../components/amount-field";
import { FormStep } from "../components/form-step";
import { MobileField } from "../components/mobile-field";
import { anyText, oneOf, useDraftState } from "../hooks/use-draft-state";
import { useHomeCountry } from "../hooks/use-home-country";
import { useHomeSample } from "../hooks/use-home-sample";
import { useInputGuard } from "../hooks/use-input-guard";
import { useOwnAccount } from "../hooks/use-own-account";
import { useRecipientErrorText } from "../hooks/use-recipient-error-text";
import { useRefusalText } from "../hooks/use-refusal-text";
import { amountFromText, mobileRuleFor } from "../lib/input-rules";
import { type PaymentInput } from "../lib/ledger";
import { loadCopy } from "../lib/load-copy";
import { networkSoFar } from "../lib/mobile-network";
import { rechargeOffers } from "../lib/recharge-offers";
import { stepSearch } from "../lib/step-search";
import type { Tile } from "../lib/tiles";
import { validateMobileNumber } from "../lib/validation";
import { loadLedger } from "../stores/load-ledger";
import { useWalletStore } from "../stores/wallet-store";
import { PackList, usePackSummary } from "./-recharge/pack-list";
import { PurchaseChoice } from "./-recharge/purchase-choice";
import { RechargeConfirm } from "./-recharge/recharge-confirm";

/** Its tile on the dashboard (lib/tiles.ts). */
export const tile = {
  row: "services",
  order: 10,
  icon: "Smartphone",
  copy: "recharge",
} satisfies Tile;

export const Route = createFileRoute("/recharge")({
  validateSearch: stepSearch,
  loader: () => Promise.all([loadCopy("recharge", "payment", "input"), loadLedger()]),
  component: Recharge,
});

/**
 * A mobile recharge for the home country, as its data offers it (lib/recharge-offers.ts): a
 * number (its operator told from it where it can be, or chosen), then one of the operator's
 * plans or bundles, or airtime of any amount where it is sold, then the one confirm step.
 * What is entered is kept as a draft: Back from confirm and a reload on confirm find it.
 */
function Recharge() {
  const confirming = Route.useSearch().step === "confirm";
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "recharge" });
  const home = useHomeCountry();
  const offer = rechargeOffers[home.code];
  const { words } = offer;
  const limits = limitsOf(home.currency);
  const { contacts } = useHomeSample();
  const ledger = useWalletStore((s) => s.ledger);
  const refusalText = useRefusalText();
  const recipientErrorText = useRecipientErrorText();
  const packSummary = usePackSummary(words);
  const { phone: ownPhone } = useOwnAccount();
  const draft = `recharge.${home.code.toLowerCase()}`;
  const [number, setNumber] = useDraftState(`${draft}.number`, "", anyText(20));
  const [chosenOperator, setChosenOperator] = useDraftState(
    `${draft}.operator`,
    undefined,
    oneOf(offer.operators.map((o) => o.id)),
  );
  const [purchase, setPurchase] = useDraftState<"airtime" | "pack">(
    `${draft}.purchase`,
    offer.airtime ? "airtime" : "pack",
    oneOf(offer.airtime ? ["airtime", "pack"] : ["pack"]),
  );
  const [amountText, setAmountText] = useDraftState(`${draft}.amount`, "", anyText(20));
  const [packId, setPackId] = useDraftState(`${draft}.plan`, undefined, anyText(40));

  const mobile = validateMobileNumber(number, home.mobile);
  const network = networkSoFar(number, home.mobile);
  const detected = offer.operators.find((o) => o.id === offer.detect(number));
  const operator = offer.operators.find((o) => o.id === chosenOperator) ?? detected;
  const packs = operator ? offer.packs(operator.id) : [];
  const pack = packs.find((p) => p.id === packId);
  const price = purchase === "airtime" ? amountFromText(amountText, home.currency) : pack?.price;
  const payment: PaymentInput | undefined =
    mobile.ok && !network.none && operator && price
      ? {
          kind: "recharge",
          recipient: mobile.value,
          name: t(purchase === "airtime" ? "bundles.ledgerAirtime" : `${words}.ledgerName`, {
            operator: operator.name,
          }),
          amount: price,
          recharge: {
            operator: operator.id,
            ...(purchase === "pack" && pack && { plan: pack.id }),
          },
        }
      : undefined;
  const refusal = payment ? checkPayment(ledger, payment, new Date()) : null;
  const ready = payment !== undefined && refusal === null;

  const changeNumber = (value: string) => {
    setNumber(value);
    // A new number may be on another network: detect it again and choose the pack anew.
    setChosenOperator(undefined);
    setPackId(undefined);
  };
  const guard = useInputGuard({
    id: "mobile",
    rule: mobileRuleFor(home.code),
    value: number,
    onValueChange: changeNumber,
    describedBy: "mobile-hint mobile-problem",
  });
  const noNetwork = guard.invalid ? undefined : network.none;
  // Shown once the number is complete: while typing, a short number is not yet a mistake.
  const mobileError = !mobile.ok && number.length === home.mobile.length ? mobile.error : null;

  if (confirming && payment && operator) {
    return (
      <RechargeConfirm
        title={t(`${words}.confirmTitle`)}
        payment={payment}
        national={payment.recipient}
        country={home.code}
        contactName={contacts.find((c) => c.phone === payment.recipient)?.name}
        operator={operator.name}
        item={
          purchase === "airtime" || !pack
            ? [t("bundles.airtime"), formatMoney(payment.amount)]
            : [t(`${words}.item`), packSummary(pack)]
        }
      />
    );
  }

  return (
    <FormStep title={t("title")} to="/recharge" ready={ready} replace={confirming}>
      <MobileField
        label={t("number.label")}
        callingCode={home.mobile.callingCode}
        guard={guard}
        name="mobile"
        autoComplete="off"
        hint={t(`${words}.hint`, { length: home.mobile.length, code: home.mobile.callingCode })}
        problem={
          noNetwork
            ? t("bundles.noNetwork", {
                prefixes: formatAlternatives(noNetwork.prefixes, i18n.language),
              })
            : mobileError
              ? recipientErrorText(mobileError)
              : ""
        }
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
            setChosenOperator(offer.operators.find((o) => o.id === event.target.value)?.id);
            setPackId(undefined);
          }}
        >
          <option value="" disabled>
            {t("operator.choose")}
          </option>
          {offer.operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        <p id="operator-hint" role="status" className="text-sm text-muted-foreground empty:hidden">
          {detected && !chosenOperator ? t("operator.detected", { operator: detected.name }) : ""}
        </p>
      </div>

      {offer.airtime ? <PurchaseChoice value={purchase} onChange={setPurchase} /> : null}

      {purchase === "airtime" ? (
        <AmountField
          value={amountText}
          onChange={setAmountText}
          hint={t("bundles.airtimeHint", {
            min: formatMoney(limits.min),
            max: formatMoney(limits.perPayment),
          })}
          refusal={refusal}
        />
      ) : (
        <PackList
          offer={offer}
          operator={operator?.name}
          packs={packs}
          chosen={packId}
          onChoose={setPackId}
          refusal={refusal && payment ? refusalText(refusal, payment) : ""}
        />
      )}

      <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
        {!price
          ? t(`${words}.continueEmpty`)
          : purchase === "airtime"
            ? t("bundles.buyAirtime", { amount: formatMoney(price) })
            : t(`${words}.continue`, { amount: formatMoney(price) })}
      </Button>
    </FormStep>
  );
}
