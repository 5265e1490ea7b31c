import "./app.css";

import { LanguageProvider } from "@repo/i18n/language-provider";
import { themeInitScript } from "@repo/ui/lib/theme";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";

import type { Route } from "./+types/root";
import { ScrollRestoration } from "./components/scroll-restoration";
import { i18n, siteLanguages } from "./lib/i18n";

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
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The client's copy of the script text may be formatted differently (dev mode). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeInitScript }} />
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
  return (
    <LanguageProvider i18n={i18n} config={siteLanguages}>
      {children}
      <LocalizedToaster />
    </LanguageProvider>
  );
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
