import copy from "@repo/i18n/locales/en/site/unsubscribe.json";
import { Button } from "@repo/ui/components/button";
import { Card } from "@repo/ui/components/card";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

import { PageHeader } from "../components/page-header";
import { SiteLink } from "../components/site-link";
import { supportContact } from "../content/navigation";
import { apiBase, sendUnsubscribe, unsubscribeToken } from "../lib/leads-api";
import { sitePage } from "../lib/seo";
import { useHydrated } from "../lib/use-hydrated";

export const meta = sitePage("unsubscribe", copy, { noindex: true });

type State = "ready" | "working" | "done" | "invalid" | "failed";

/**
 * Where the waitlist's confirmation e-mail sends those who want no more: the link's token rides
 * in the fragment (`#token=...`, never sent to a server by the browser), and nothing changes until
 * the visitor presses the button (a mail scanner opening the link unsubscribes nobody).
 */
export default function Unsubscribe() {
  const { t } = useTranslation("site", { keyPrefix: "unsubscribe" });
  const { hash } = useLocation();
  // The prerendered page cannot know the link's token: its button waits for the browser.
  const hydrated = useHydrated();
  const token = hydrated ? (unsubscribeToken(hash) ?? null) : undefined;
  const [state, setState] = useState<State>("ready");
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === "done") doneRef.current?.focus();
  }, [state]);

  async function unsubscribe() {
    if (!token || state === "working") return;
    setState("working");
    setState(await sendUnsubscribe(apiBase(), token));
  }

  const invalid = token === null || state === "invalid";
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="px-4 pb-20 sm:px-6">
        <Card className="mx-auto max-w-xl items-center gap-5 p-8 text-center">
          {state === "done" ? (
            <>
              <CircleCheck aria-hidden="true" className="size-12 text-success" />
              <h2 ref={doneRef} tabIndex={-1} className="text-2xl font-bold outline-none">
                {t("doneTitle")}
              </h2>
              <p className="text-muted-foreground">{t("doneBody")}</p>
            </>
          ) : invalid ? (
            <p role="alert" className="flex gap-2 text-left font-medium">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              {t("invalid", { email: supportContact.email })}
            </p>
          ) : (
            <>
              <Button
                size="lg"
                disabled={token === undefined}
                aria-describedby={state === "failed" ? "unsubscribe-failed" : undefined}
                onClick={() => void unsubscribe()}
              >
                {state === "working"
                  ? t("working")
                  : state === "failed"
                    ? t("retry")
                    : t("confirm")}
              </Button>
              <div role="alert" className="empty:hidden">
                {state === "failed" ? (
                  <p id="unsubscribe-failed" className="flex gap-2 text-left font-medium">
                    <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
                    {t("failed")}
                  </p>
                ) : null}
              </div>
            </>
          )}
          <SiteLink
            to="/"
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("home")}
          </SiteLink>
        </Card>
      </div>
    </>
  );
}
