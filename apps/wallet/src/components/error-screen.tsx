import { Button } from "@repo/ui/components/button";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";

import { i18n } from "../lib/i18n";
import { ErrorMessage, ReloadMessage } from "./error-message";

/** A screen threw and the router caught it (routes/__root.tsx `AppError`): back to the dashboard. */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorMessage
      className="flex flex-1 flex-col"
      action={
        <Button asChild>
          <a href="/dashboard">{i18n.t("error.back")}</a>
        </Button>
      }
    />
  );
}

/**
 * What a prerendered page becomes when the app cannot take it over (its first render threw where
 * no error screen of the router catches it: lib/prerendered-screen.ts takeOver; src/main.tsx):
 * the message and a way to load the page again, in place of a frame whose buttons answer nothing.
 * Drawn without the router, which is what failed.
 */
export function TakeOverFailed() {
  return <ReloadMessage className="flex min-h-dvh flex-col" />;
}
