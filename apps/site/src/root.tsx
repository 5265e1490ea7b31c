import "./app.css";

import { LanguageProvider, useLanguage } from "@repo/i18n/language-provider";
import { themeInitScript } from "@repo/ui/lib/theme";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useNavigate,
} from "react-router";

import type { Route } from "./+types/root";
import { ScrollRestoration } from "./components/scroll-restoration";
import { holdEarlyTapsScript, replayEarlyTap } from "./lib/early-taps";
import { i18n, siteLanguages } from "./lib/i18n";
import { pathIn, pathLanguage } from "./lib/page-language";

// Toasts only follow a form submit: the toaster arrives after the page, not with it.
const Toaster = lazy(() =>
  import("@repo/ui/components/toaster").then((module) => ({ default: module.Toaster })),
);

// Only a render failure needs the error screen: it is fetched then, not with every page.
const ErrorScreen = lazy(() =>
  import("./components/error-screen").then((module) => ({ default: module.ErrorScreen })),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={i18n.language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The client's copy of the script text may be formatted differently (dev mode). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: holdEarlyTapsScript }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ children }: { children: React.ReactNode }) {
  const urlLanguage = pathLanguage(useLocation().pathname);
  // React owns the page (the app's or the error screen's): the last tap made before (lib/early-taps.ts) is made again.
  useEffect(replayEarlyTap, []);
  return (
    <LanguageProvider
      i18n={i18n}
      config={siteLanguages}
      urlLanguage={urlLanguage === "en" ? null : urlLanguage}
    >
      {children}
      <LocalizedToaster />
    </LanguageProvider>
  );
}

/**
 * Keeps the address in the language shown: choosing Telugu on /pricing moves to /te/pricing and
 * English moves back (the 404 and wallet forwards have one address for both).
 */
function AddressFollowsLanguage() {
  const { language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const translated = useMatches().at(-1)?.id !== "routes/not-found";
  useEffect(() => {
    const target = pathIn(language === "te" ? "te" : "en", pathname);
    if (!translated || target === pathname) return;
    const query = new URLSearchParams(search);
    query.delete("lang");
    void navigate({ pathname: target, search: query.toString(), hash }, { replace: true });
  }, [language, pathname, search, hash, translated, navigate]);
  return null;
}

function LocalizedToaster() {
  const { t } = useTranslation();
  return (
    <Suspense>
      <Toaster label={t("toast.region")} closeLabel={t("toast.close")} />
    </Suspense>
  );
}

export default function App() {
  return (
    <Providers>
      <AddressFollowsLanguage />
      <Outlet />
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Providers>
      <Suspense>
        <ErrorScreen />
      </Suspense>
    </Providers>
  );
}
