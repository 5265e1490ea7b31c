import { limitsOf } from "@repo/ledger/limits";
import { fromMajor } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import {
  type Bundle,
  bundlesFor,
  detectZambianNetwork,
  findBundle,
  isZambianNetwork,
  zambianOperators,
} from "@repo/mock-data/zambian-operators";
import {
  checkZambianMobile,
  type ZambianNetwork,
  zambianNetworks,
} from "@repo/pricing/zambian-mobile";
import { Button } from "@repo/ui/components/button";
import { Select } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { formatMoney, formatNumber } from "@repo/ui/lib/format";
import { useTranslation } from "react-i18next";

import { AmountField } from "../../components/amount-field";
import { ChoiceOption } from "../../components/choice-option";
import { FormStep } from "../../components/form-step";
import { anyText, oneOf, useDraftState } from "../../hooks/use-draft-state";
import { useHomeCountry } from "../../hooks/use-home-country";
import { useHomeSample } from "../../hooks/use-home-sample";
import { useOwnAccount } from "../../hooks/use-own-account";
import { useRefusalText } from "../../hooks/use-refusal-text";
import { amountFromText } from "../../lib/input-rules";
import { type PaymentInput } from "../../lib/ledger";
import { useWalletStore } from "../../stores/wallet-store";
import { RechargeConfirm } from "./recharge-confirm";
import { ZambianMobileField } from "./zambian-mobile-field";

type Purchase = "airtime" | "bundle";
const networkNames = Object.keys(zambianNetworks) as ZambianNetwork[];

/**
 * Airtime and bundles for a Zambian account: a Zambian number (+260, the network told from its
 * first digits, or chosen when it cannot be told), then any amount of airtime within the
 * account's limits or one of the network's bundles, then the one confirm step.
 * What is entered is kept as a draft: Back from confirm and a reload on confirm find it.
 */
export function ZambianRecharge({ confirming }: { confirming: boolean }) {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge" });
  const { currency } = useHomeCountry();
  const limits = limitsOf(currency);
  const { contacts } = useHomeSample();
  const ledger = useWalletStore((s) => s.ledger);
  const refusalText = useRefusalText();
  const { phone: ownPhone } = useOwnAccount();
  const [number, setNumber] = useDraftState("recharge.zm.number", "", anyText(20));
  const [chosenNetwork, setChosenNetwork] = useDraftState<ZambianNetwork>(
    "recharge.zm.network",
    undefined,
    oneOf(networkNames),
  );
  const [purchase, setPurchase] = useDraftState<Purchase>(
    "recharge.zm.purchase",
    "airtime",
    oneOf(["airtime", "bundle"]),
  );
  const [amountText, setAmountText] = useDraftState("recharge.zm.amount", "", anyText(20));
  const [bundleId, setBundleId] = useDraftState("recharge.zm.bundle", undefined, anyText(40));

  const mobile = checkZambianMobile(number);
  const detected = detectZambianNetwork(number);
  const network = chosenNetwork ?? detected;
  const bundle = bundleId ? findBundle(bundleId) : undefined;
  const price =
    purchase === "airtime"
      ? amountFromText(amountText, currency)
      : bundle && bundle.network === network
        ? fromMajor(bundle.price, currency)
        : undefined;
  const payment: PaymentInput | undefined =
    mobile.ok && network && price
      ? {
          kind: "recharge",
          recipient: mobile.national,
          name: t(purchase === "airtime" ? "zambia.ledgerAirtime" : "zambia.ledgerBundle", {
            operator: network,
          }),
          amount: price,
          recharge: {
            operator: network,
            ...(purchase === "bundle" && bundle ? { plan: bundle.id } : {}),
          },
        }
      : undefined;
  const refusal = payment ? checkPayment(ledger, payment, new Date()) : null;
  const ready = payment !== undefined && refusal === null;
  const bundleSummary = useBundleSummary();

  const changeNumber = (value: string) => {
    setNumber(value);
    // A new number may be on another network: detect it again and choose the bundle anew.
    setChosenNetwork(undefined);
    setBundleId(undefined);
  };

  if (confirming && payment && network && mobile.ok) {
    return (
      <RechargeConfirm
        title={t("zambia.confirmTitle")}
        payment={payment}
        national={mobile.national}
        country="ZM"
        contactName={contacts.find((c) => c.phone === mobile.national)?.name}
        operator={network}
        item={
          purchase === "airtime" || !bundle
            ? [t("zambia.airtime"), formatMoney(payment.amount)]
            : [t("zambia.bundle"), bundleSummary(bundle)]
        }
      />
    );
  }

  return (
    <FormStep title={t("title")} to="/recharge" ready={ready} replace={confirming}>
      <ZambianMobileField
        value={number}
        onChange={changeNumber}
        onMine={() => changeNumber(ownPhone)}
      />

      <div className="flex flex-col gap-2">
        <Label htmlFor="operator">{t("operator.label")}</Label>
        <Select
          id="operator"
          name="operator"
          value={network ?? ""}
          aria-describedby="operator-hint"
          onChange={(event) => {
            const value = event.target.value;
            setChosenNetwork(isZambianNetwork(value) ? value : undefined);
            setBundleId(undefined);
          }}
        >
          <option value="" disabled>
            {t("operator.choose")}
          </option>
          {zambianOperators.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
        <p id="operator-hint" role="status" className="text-sm text-muted-foreground empty:hidden">
          {detected && !chosenNetwork ? t("operator.detected", { operator: detected }) : ""}
        </p>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("zambia.what")}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1">
          {(["airtime", "bundle"] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg font-semibold has-checked:bg-background has-checked:shadow has-focus-visible:outline-3 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="purchase"
                value={value}
                checked={purchase === value}
                onChange={() => setPurchase(value)}
                className="sr-only"
              />
              {t(value === "airtime" ? "zambia.airtime" : "zambia.bundles")}
            </label>
          ))}
        </div>
      </fieldset>

      {purchase === "airtime" ? (
        <AmountField
          value={amountText}
          onChange={setAmountText}
          hint={t("zambia.airtimeHint", {
            min: formatMoney(limits.min),
            max: formatMoney(limits.perPayment),
          })}
          refusal={refusal}
        />
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">
            {network ? t("zambia.bundlesTitle", { operator: network }) : t("plans.titleEmpty")}
          </legend>
          {network ? (
            (["data", "voice"] as const).map((kind) => (
              <div key={kind} className="flex flex-col gap-1">
                <h3 className="text-sm font-medium text-muted-foreground">{t(`zambia.${kind}`)}</h3>
                <div className="divide-y overflow-hidden rounded-xl border bg-card">
                  {bundlesFor(network)
                    .filter((b) => b.kind === kind)
                    .map((b) => (
                      <ChoiceOption
                        key={b.id}
                        group="bundle"
                        value={b.id}
                        checked={bundleId === b.id}
                        onSelect={setBundleId}
                        title={formatMoney(fromMajor(b.price, currency))}
                        detail={bundleSummary(b)}
                        badge={b.popular ? t("plans.popular") : undefined}
                      />
                    ))}
                </div>
              </div>
            ))
          ) : (
            <p className="text-sm text-muted-foreground">{t("plans.empty")}</p>
          )}
          <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
            {refusal && payment ? refusalText(refusal, payment) : ""}
          </p>
        </fieldset>
      )}

      <Button type="submit" size="lg" className="mt-auto" disabled={!ready}>
        {!price
          ? t("zambia.buyEmpty")
          : purchase === "airtime"
            ? t("zambia.buyAirtime", { amount: formatMoney(price) })
            : t("zambia.buyBundle", { amount: formatMoney(price) })}
      </Button>
    </FormStep>
  );
}

/** "3 GB of data · 7 days" or "100 minutes to any network · 7 days". */
function useBundleSummary() {
  const { t } = useTranslation("wallet", { keyPrefix: "recharge" });
  return (bundle: Bundle): string =>
    [
      bundle.kind === "data"
        ? t("zambia.dataValue", { gb: formatNumber(bundle.dataGb ?? 0) })
        : t("zambia.minutes", { count: bundle.minutes ?? 0 }),
      t("plans.validity", { count: bundle.validityDays }),
    ].join(" · ");
}
