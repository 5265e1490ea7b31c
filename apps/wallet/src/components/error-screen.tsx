import { Button } from "@repo/ui/components/button";
import { MessageScreen } from "@repo/ui/components/message-screen";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef } from "react";

import { i18n } from "../lib/i18n";

/**
 * The app's error message, with one way on (`action`), for the two ways a screen can fail (each
 * below); loaded only then. Neither has a language provider above it (the router's error screen
 * takes the root layout's place; the take-over's has no router), so the texts come from the app's
 * i18next instance and the action is a plain link or button. The screen changed under the
 * visitor: focus goes to its message, read out at once.
 */
function ErrorScreen({ action, className }: { action: ReactNode; className: string }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <main className={className}>
      <div ref={message} tabIndex={-1} role="alert" className="flex flex-1 flex-col outline-none">
        <MessageScreen title={i18n.t("error.title")} body={i18n.t("error.body")} action={action} />
      </div>
    </main>
  );
}

/** A screen threw and the router caught it (routes/__root.tsx `AppError`): back to the dashboard. */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorScreen
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
  return (
    <ErrorScreen
      className="flex min-h-dvh flex-col"
      action={
        <Button type="button" onClick={() => window.location.reload()}>
          {i18n.t("error.retry")}
        </Button>
      }
    />
  );
}
