import { Button } from "@repo/ui/components/button";
import { MessageScreen } from "@repo/ui/components/message-screen";
import { useEffect, useRef } from "react";

import { i18n } from "../lib/i18n";

/**
 * What a prerendered page becomes when the app cannot take it over (its first render threw where
 * no error screen of the router catches it: lib/prerendered-screen.ts takeOver): the app's error
 * message and a way to load the page again, in place of a frame whose buttons answer nothing.
 * Drawn without the router, which is what failed: the texts come from the app's i18next instance.
 */
export function TakeOverFailed() {
  const heading = useRef<HTMLDivElement>(null);
  // The screen changed under the visitor: focus goes to its message, read out at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="flex min-h-dvh flex-col">
      <div ref={heading} tabIndex={-1} role="alert" className="flex flex-1 flex-col outline-none">
        <MessageScreen
          title={i18n.t("error.title")}
          body={i18n.t("error.body")}
          action={
            <Button type="button" onClick={() => window.location.reload()}>
              {i18n.t("error.retry")}
            </Button>
          }
        />
      </div>
    </main>
  );
}
