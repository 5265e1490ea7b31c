import { Input } from "@repo/ui/components/input";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

import { Field } from "../../components/kit/field";
import { PeopleRequestList, requestAmount } from "../../components/people-requests";
import type { AskResult } from "../../data/requests-api";

/**
 * The connected wallet's part of the request screen: who to ask (a SangamPay account, by mobile
 * number or UPI ID), what asking came to, and the requests asked so far with their live status.
 * The local build never loads it.
 */

export function PayerField({ value, onChange }: { value: string; onChange: (to: string) => void }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people.to" });
  return (
    <Field id="request-to" label={t("label")} hint={t("hint")}>
      <Input
        name="to"
        autoComplete="off"
        inputMode="text"
        maxLength={60}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** What asking came to, said in a live region (a refusal as an alert). */
export function AskOutcome({ result }: { result: AskResult }) {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people" });
  if (result.ok) {
    const { request } = result;
    const name = request.payer?.name || request.payer?.maskedPhone || "";
    return (
      <p role="status" className="rounded-xl border bg-card p-4 text-sm font-medium">
        {t("sent", { amount: requestAmount(request), name })}
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm font-medium"
    >
      {result.reason === "refused"
        ? result.message
        : t(result.reason === "no-account" ? "noAccount" : "noAnswer")}
    </p>
  );
}

/** The requests this account asked of others, live; and the way to those asked of it. */
export function AskedList() {
  const { t } = useTranslation("wallet", { keyPrefix: "request.people" });
  return (
    <>
      <PeopleRequestList direction="outgoing" title={t("outgoing")} empty={t("emptyOutgoing")} />
      <Link
        to="/requests"
        className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
      >
        {t("seeAll")}
      </Link>
    </>
  );
}
