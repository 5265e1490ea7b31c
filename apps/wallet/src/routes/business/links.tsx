import { useLanguage } from "@repo/i18n/language-provider";
import { feeRateOf } from "@repo/ledger/fees";
import { amountProblem, LIMITS } from "@repo/ledger/limits";
import { formatPercent } from "@repo/pricing/percent";
import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { Input, Select } from "@repo/ui/components/input";
import { formatDateTime, formatMoney } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { DetailList } from "../../components/detail-list";
import { ScreenHeader } from "../../components/screen-header";
import { charactersOver } from "../../components/text-limit";
import {
  createBusinessLink,
  LINK_EXPIRY_DAYS,
  type LinkExpiry,
  linkQuote,
  storedLink,
} from "../../lib/business/business-links";
import { rupeesFromText } from "../../lib/input-rules";
import { NOTE_MAX_LENGTH } from "../../lib/limits";
import { loadCopy } from "../../lib/load-copy";
import { payLinkStatus, payLinkUrl, type SignedPayLink } from "../../lib/pay-link";
import { keepLink, useBusinessStore } from "../../stores/business-store";
import { Field } from "./-components/field";
import { ShareLink } from "./-components/share-link";

export const Route = createFileRoute("/business/links")({
  // Its links are shared with the wallet's one share row, which speaks the "payLink" copy.
  loader: () => loadCopy("payLink"),
  component: PaymentLinks,
});

/** Payment links: made with an amount, a purpose and an optional expiry, shared, and tracked. */
function PaymentLinks() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.links" });
  const { language } = useLanguage();
  const profile = useBusinessStore((s) => s.profile);
  const state = useBusinessStore((s) => s.state);
  const [amountText, setAmountText] = useState("");
  const [purpose, setPurpose] = useState("");
  const [expiry, setExpiry] = useState<LinkExpiry>(7);
  const [submitted, setSubmitted] = useState(false);
  const [made, setMade] = useState<SignedPayLink | null>(null);
  const [failed, setFailed] = useState(false);
  const madeHeading = useRef<HTMLHeadingElement>(null);
  // Once the new made panel is on screen, start there (the form below was emptied).
  useEffect(() => {
    if (made) madeHeading.current?.focus();
  }, [made]);
  const amountField = useRef<HTMLInputElement>(null);
  const purposeField = useRef<HTMLInputElement>(null);

  const rate = formatPercent(feeRateOf("link"), language === "en" ? "en-IN" : language);
  const amount = rupeesFromText(amountText);
  const amountOk = amount !== undefined && amountProblem(amount) === null;
  const quote = amountOk ? linkQuote(amount) : null;
  const amountError =
    submitted && !amountOk
      ? t("amountInvalid", {
          min: formatMoney(LIMITS.INR.min),
          max: formatMoney(LIMITS.INR.perPayment),
        })
      : null;

  const links = (state?.links ?? []).flatMap((raw) => storedLink(raw, profile?.vpa) ?? []);
  const paid = new Map(
    (state?.book.entries ?? []).flatMap((e) =>
      e.kind === "sale" && e.linkId ? [[e.linkId, e]] : [],
    ),
  );
  const now = new Date();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailed(false);
    if (!amountOk || !profile) {
      amountField.current?.focus();
      return;
    }
    // A purpose past its limit is said under it as it is typed; it is never cut to fit.
    if (charactersOver(purpose, NOTE_MAX_LENGTH) > 0) {
      purposeField.current?.focus();
      return;
    }
    try {
      const link = await createBusinessLink(
        {
          businessName: profile.name,
          businessVpa: profile.vpa,
          amount,
          purpose: purpose.trim() || undefined,
          expiry,
        },
        new Date(),
      );
      await keepLink(link);
      setMade(link);
      setAmountText("");
      setPurpose("");
      setSubmitted(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/business" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        {made ? (
          <section
            aria-labelledby="made-title"
            className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-card p-4"
          >
            <h2 id="made-title" ref={madeHeading} tabIndex={-1} className="text-lg font-semibold">
              {t("made", { amount: formatMoney(made.amount) })}
            </h2>
            <ShareLink link={made} />
          </section>
        ) : null}

        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">{t("new")}</h2>
          <Field id="link-amount" label={t("amount")} error={amountError}>
            <Input
              ref={amountField}
              value={amountText}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              onChange={(e) => setAmountText(e.target.value)}
            />
          </Field>
          <Field
            id="link-purpose"
            label={t("purpose")}
            hint={t("purposeHint")}
            limit={{ value: purpose, max: NOTE_MAX_LENGTH }}
          >
            <Input
              ref={purposeField}
              value={purpose}
              onChange={(e) => setPurpose(e.target.value)}
            />
          </Field>
          <Field id="link-expiry" label={t("expiry")}>
            <Select
              value={expiry ?? "never"}
              onChange={(e) =>
                setExpiry(
                  e.target.value === "never" ? null : (Number(e.target.value) as LinkExpiry),
                )
              }
            >
              {LINK_EXPIRY_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t("expiresIn", { count: days })}
                </option>
              ))}
              <option value="never">{t("noExpiry")}</option>
            </Select>
          </Field>
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
          {failed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("failed")}
            </p>
          ) : null}
          <Button type="submit" size="lg">
            {t("create")}
          </Button>
        </form>

        <section aria-labelledby="links-title" className="flex flex-col gap-2">
          <h2 id="links-title" className="font-semibold">
            {t("list")}
          </h2>
          {links.length === 0 ? (
            <p className="text-muted-foreground">{t("none")}</p>
          ) : (
            <ul className="divide-y rounded-xl border bg-card">
              {links.map((link) => {
                const status = payLinkStatus(link, paid, now);
                return (
                  <li key={link.id} className="flex flex-col gap-1 px-4 py-3">
                    <div className="flex items-center justify-between gap-3">
                      <span className="font-semibold tabular-nums">{formatMoney(link.amount)}</span>
                      <Badge
                        variant={
                          status === "paid"
                            ? "success"
                            : status === "expired"
                              ? "outline"
                              : "secondary"
                        }
                      >
                        {t(`status.${status}`)}
                      </Badge>
                    </div>
                    <span className="text-sm">{link.purpose ?? t("noPurpose")}</span>
                    <span className="text-xs text-muted-foreground">
                      {link.expiresAt
                        ? t("createdExpires", {
                            created: formatDateTime(new Date(link.createdAt), language),
                            expires: formatDateTime(new Date(link.expiresAt), language),
                          })
                        : t("created", {
                            created: formatDateTime(new Date(link.createdAt), language),
                          })}
                    </span>
                    <a
                      href={payLinkUrl(link)}
                      className="self-start text-sm font-medium text-primary underline underline-offset-4"
                    >
                      {t("open", { amount: formatMoney(link.amount) })}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
