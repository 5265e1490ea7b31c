import { LanguageProvider } from "@repo/i18n/language-provider";
import { walletI18n } from "@repo/i18n/wallet";
import { Button } from "@repo/ui/components/button";
import { MessageScreen } from "@repo/ui/components/message-screen";
import { Toaster } from "@repo/ui/components/toaster";
import {
  createRootRoute,
  type ErrorComponentProps,
  Link,
  Outlet,
  useLocation,
  useRouter,
} from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";

import { ReloadMessage } from "../components/error-message";
import { PhoneFrame } from "../components/phone-frame";
import { UpdatePrompt } from "../components/update-prompt";
import { connected } from "../data/api-url";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useScreenFocus } from "../hooks/use-screen-focus";
import { i18n } from "../lib/i18n";
import { onceSignedIn } from "../stores/session-follow";
import { guardSession, watchBackground } from "../stores/session-gate";

export const Route = createRootRoute({
  beforeLoad: ({ location }) => guardSession(location),
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: AppError,
});

function RootLayout() {
  const screenName = useScreenFocus();
  const router = useRouter();
  useEffect(() => watchBackground(() => void router.invalidate()), [router]);
  // Money arriving is announced on any screen of the signed-in connected wallet.
  useEffect(() => {
    if (!connected) return;
    let stop: (() => void) | undefined;
    let ended = false;
    // Its code loads once someone signs in (or is signed in), then follows every sign-in.
    const stopWaiting = onceSignedIn(
      () =>
        void import("../stores/live-start").then((live) => {
          if (!ended) stop = live.followSignIns();
        }),
    );
    return () => {
      ended = true;
      stopWaiting();
      stop?.();
    };
  }, []);
  return (
    <LanguageProvider i18n={i18n} config={walletI18n}>
      <PhoneFrame>
        <Outlet />
        <UpdatePrompt />
      </PhoneFrame>
      <p role="status" className="sr-only">
        {screenName}
      </p>
      <LocalizedToaster />
      <ScreenTitle />
    </LanguageProvider>
  );
}

function ScreenTitle() {
  useDocumentTitle();
  return null;
}

function LocalizedToaster() {
  const { t } = useTranslation();
  return <Toaster label={t("toast.region")} closeLabel={t("toast.close")} />;
}

function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no screen at ${pathname}`);
  }, [pathname]);
  return (
    <main className="flex flex-1 flex-col">
      <MessageScreen
        code={t("notFound.code")}
        title={t("notFound.title")}
        body={t("notFound.body")}
        action={
          <Button asChild>
            <Link to="/">{t("notFound.back")}</Link>
          </Button>
        }
      />
    </main>
  );
}

/**
 * A screen's error, drawn by components/error-screen.tsx: loaded only when a screen fails. If its
 * code cannot arrive either (offline before the app's files were kept, or a newer version's files
 * have replaced this one's), the first chunk's message says so with a reload; the router's own
 * would show the raw error, in English.
 */
const RouteError = lazy(() =>
  import("../components/error-screen").then(
    (module) => ({ default: module.RouteError }),
    () => ({ default: ErrorUnloaded }),
  ),
);

const ErrorUnloaded = () => <ReloadMessage className="flex flex-1 flex-col" />;

function AppError(props: ErrorComponentProps) {
  return (
    <Suspense>
      <RouteError {...props} />
    </Suspense>
  );
}
