import { Button } from "@repo/ui/components/button";
import { MessageScreen } from "@repo/ui/components/message-screen";
import { type ReactNode, useLayoutEffect, useRef } from "react";

import { i18n } from "../lib/i18n";

/**
 * The app's error message, with one way on (`action`). It has no language provider above it (the
 * router's error screen takes the root layout's place; the take-over's has no router), so the
 * texts come from the app's i18next instance and the action is a plain link or button. The screen
 * changed under the visitor: focus goes to its message, read out at once. Part of the first chunk:
 * it is what is said when a screen's own code cannot arrive (routes/__root.tsx).
 */
export function ErrorMessage({ action, className }: { action: ReactNode; className: string }) {
  const message = useRef<HTMLDivElement>(null);
  // In the commit that draws it: the message is never on screen without the focus.
  useLayoutEffect(() => message.current?.focus(), []);
  return (
    <main className={className}>
      <div ref={message} tabIndex={-1} role="alert" className="flex flex-1 flex-col outline-none">
        <MessageScreen title={i18n.t("error.title")} body={i18n.t("error.body")} action={action} />
      </div>
    </main>
  );
}

/** The error's message and a reload, which fetches the page's files again. */
export function ReloadMessage({ className }: { className: string }) {
  return (
    <ErrorMessage
      className={className}
      action={
        <Button type="button" onClick={() => window.location.reload()}>
          {i18n.t("error.retry")}
        </Button>
      }
    />
  );
}
