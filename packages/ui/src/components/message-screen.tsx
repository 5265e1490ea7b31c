import type * as React from "react";

import { cn } from "../lib/cn";

type MessageScreenProps = {
  /** A large code above the heading, such as "404". */
  code?: string;
  title: string;
  body?: string;
  /** The way forward: a link or button rendered by the app's router. */
  action: React.ReactNode;
  className?: string;
};

/** The not-found and error screens of both apps: one heading, one message, one way back. */
export function MessageScreen({ code, title, body, action, className }: MessageScreenProps) {
  return (
    <div className={cn("ui-message-screen", className)}>
      {code ? (
        <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-primary">
          {code}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold text-balance sm:text-3xl">{title}</h1>
      {body ? <p className="max-w-md text-muted-foreground">{body}</p> : null}
      <div className="mt-2">{action}</div>
    </div>
  );
}
