import copy from "@repo/i18n/locales/en/site/demo.json";
import { Button } from "@repo/ui/components/button";
import { useTheme } from "@repo/ui/hooks/use-theme";
import { appOrigin } from "@repo/ui/lib/app-url";
import { DEMO_RESET, type DemoFrameMessage, readDemoFrameMessage } from "@repo/ui/lib/demo-frame";
import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { PageHeader } from "../components/page-header";
import { DEMO_START_PATH, demoFigures, demoSteps } from "../content/demo";
import { sitePage } from "../lib/seo";
import { useWalletUrl } from "../lib/wallet-link";

export const meta = sitePage("demo", copy);

/**
 * Sends the site's theme to the framed wallet now, on every change, and whenever the wallet says
 * it is ready (its listener may start before or after this page hydrates). A theme is no secret:
 * it goes to whatever the frame holds ("*"), so a frame still loading is no error; the wallet
 * takes it only from the site's origin.
 */
function useThemeInFrame(frame: React.RefObject<HTMLIFrameElement | null>) {
  const { theme } = useTheme();
  useEffect(() => {
    const message: DemoFrameMessage = { type: "sangampay:theme", theme };
    const send = () => frame.current?.contentWindow?.postMessage(message, "*");
    send();
    const wallet = appOrigin("wallet");
    const onMessage = (event: MessageEvent) => {
      const fromFrame = event.origin === wallet && event.source === frame.current?.contentWindow;
      if (fromFrame && readDemoFrameMessage(event.data)?.type === "sangampay:demo-ready") send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [theme, frame]);
}

export default function Demo() {
  const { t } = useTranslation("site", { keyPrefix: "demo" });
  const walletUrl = useWalletUrl();
  const start = walletUrl(DEMO_START_PATH);
  // Bumping the key mounts a fresh frame that asks the wallet to forget the earlier visit: it
  // starts again from its splash screen and the sample data.
  const [run, setRun] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  useThemeInFrame(frame);

  return (
    <>
      <PageHeader badge={t("header.badge")} title={t("header.title")} lead={t("header.lead")} />
      <div className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-5xl items-start gap-12 lg:grid-cols-[auto_1fr]">
          <div className="flex flex-col items-center gap-4">
            <div className="rounded-[2.75rem] border-8 border-foreground/85 bg-background shadow-2xl">
              <iframe
                key={run}
                ref={frame}
                src={run === 0 ? start : walletUrl(DEMO_START_PATH, { reset: DEMO_RESET })}
                title={t("frame.title")}
                loading="lazy"
                width="320"
                height="640"
                className="block h-[640px] w-[320px] rounded-[2.25rem] sm:h-[720px] sm:w-[360px]"
              />
            </div>
            <Button variant="outline" onClick={() => setRun((value) => value + 1)}>
              <RotateCcw aria-hidden="true" />
              {t("frame.restart")}
            </Button>
          </div>
          <section aria-labelledby="demo-steps" className="flex flex-col gap-6 lg:pt-6">
            <div>
              <h2 id="demo-steps" className="text-3xl font-bold tracking-tight">
                {t("steps.title")}
              </h2>
              <p className="mt-2 text-muted-foreground">{t("steps.intro")}</p>
            </div>
            <ol className="flex flex-col gap-5">
              {demoSteps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <div className="flex flex-col gap-1">
                    <h3 className="font-semibold">{t(`steps.items.${step}.title`)}</h3>
                    <p className="text-muted-foreground">
                      {t(`steps.items.${step}.body`, demoFigures)}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="rounded-xl border bg-muted/50 p-4">
              {t("fallback")}{" "}
              <a href={start} className="font-semibold text-primary underline underline-offset-4">
                {t("frame.open")}
              </a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
