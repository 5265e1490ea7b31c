import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { formatMoney } from "@repo/ui/lib/format";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { Field, SelectField } from "../../components/kit/field";
import { ScreenHeader } from "../../components/screen-header";
import type { ShareableLink } from "../../components/share-pay-link";
import { ShellRows } from "../../components/shell-rows";
import { charactersOver, textLimitField } from "../../components/text-limit";
import { connected } from "../../data/api-url";
import { linkAmountProblem } from "../../lib/business/business-ledger";
import {
  createBusinessLink,
  LINK_EXPIRY_DAYS,
  type LinkExpiry,
} from "../../lib/business/business-links";
import { rupeesFromText } from "../../lib/input-rules";
import { NOTE_MAX_LENGTH } from "../../lib/limits";
import { loadCopy } from "../../lib/load-copy";
import { inShell } from "../../lib/shell-mode";
import { keepLink, useBusinessStore } from "../../stores/business-store";
import { LinkFeeQuote } from "./-components/link-fee-quote";
import { ShareLink } from "./-components/share-link";
import { SignedLinkList } from "./-components/signed-link-list";

export const Route = createFileRoute("/business/links")({
  // Its links are shared with the wallet's one share row, which speaks the "payLink" copy.
  loader: () => loadCopy("payLink", ...(connected ? (["serverLinks"] as const) : [])),
  component: PaymentLinks,
});

// Links the server keeps (paid from any phone, Paid here live) are the connected wallet's: the
// local build signs its links on this device and carries none of it.
const server = connected ? import("./-components/server-links") : null;
const ServerLinkList = server
  ? lazy(() => server.then((m) => ({ default: m.ServerLinkList })))
  : null;

/**
 * Payment links: made with an amount, a purpose and (signed on this device) an optional expiry,
 * shared, and tracked.
 */
function PaymentLinks() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.links" });
  const { t: ts } = useTranslation("wallet", { keyPrefix: "serverLinks.list" });
  const profile = useBusinessStore((s) => s.profile);
  const [amountText, setAmountText] = useState("");
  const [purpose, setPurpose] = useState("");
  const [expiry, setExpiry] = useState<LinkExpiry>(7);
  const [submitted, setSubmitted] = useState(false);
  const [made, setMade] = useState<ShareableLink | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // The connected wallet: the id of the link being made, sent again on a retry of the same link
  // so that the server makes one.
  const making = useRef<{ key: string; id: string } | null>(null);
  const madeHeading = useRef<HTMLHeadingElement>(null);
  // Once the new made panel is on screen, start there (the form below was emptied).
  useEffect(() => {
    if (made) madeHeading.current?.focus();
  }, [made]);
  const amountField = useRef<HTMLInputElement>(null);
  const purposeField = useRef<HTMLInputElement>(null);

  const typed = rupeesFromText(amountText);
  const limits = linkAmountProblem(typed);
  const amount = limits ? undefined : typed;
  const amountError =
    submitted && limits
      ? t("amountInvalid", { min: formatMoney(limits.min), max: formatMoney(limits.max) })
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailed(null);
    if (!amount || !profile) {
      amountField.current?.focus();
      return;
    }
    // A purpose past its limit is said under it as it is typed; it is never cut to fit.
    if (charactersOver(purpose, NOTE_MAX_LENGTH) > 0) {
      purposeField.current?.focus();
      return;
    }
    const done = (link: ShareableLink) => {
      setMade(link);
      setAmountText("");
      setPurpose("");
      setSubmitted(false);
    };
    if (server) {
      const input = { amount, ...(purpose.trim() ? { note: purpose.trim() } : {}) };
      const key = JSON.stringify(input);
      if (making.current?.key !== key) making.current = { key, id: crypto.randomUUID() };
      const result = await (await server).makeBusinessLink({ id: making.current.id, ...input });
      if (result.ok || result.reason !== "no-answer") making.current = null;
      if (result.ok) done(result.link);
      else setFailed(result.reason === "refused" ? result.message : ts("noAnswer"));
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
      done(link);
    } catch {
      setFailed(t("failed"));
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
            {...textLimitField("link-purpose", purpose, NOTE_MAX_LENGTH)}
          >
            <Input
              ref={purposeField}
              value={purpose}
              onChange={(e) => setPurpose(e.target.value)}
            />
          </Field>
          {/* The server keeps a link until it is paid: the expiry is the signed link's. */}
          {connected ? null : (
            <SelectField
              id="link-expiry"
              label={t("expiry")}
              value={String(expiry ?? "never")}
              onChange={(value) =>
                setExpiry(value === "never" ? null : (Number(value) as LinkExpiry))
              }
              options={[
                ...LINK_EXPIRY_DAYS.map((days) => ({
                  value: String(days),
                  label: t("expiresIn", { count: days }),
                })),
                { value: "never", label: t("noExpiry") },
              ]}
            />
          )}
          {/* The server credits a link's whole amount: the fee is the signed link's. */}
          {connected ? null : <LinkFeeQuote amount={amount} />}
          {failed ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failed}
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
          {inShell() ? (
            // The build's app shell: the business's links are its own.
            <ShellRows count={3} />
          ) : ServerLinkList ? (
            <Suspense>
              <ServerLinkList />
            </Suspense>
          ) : (
            <SignedLinkList />
          )}
        </section>
      </div>
    </main>
  );
}
