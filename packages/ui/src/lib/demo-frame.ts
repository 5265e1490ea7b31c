import type { Theme } from "./theme";

/**
 * The messages between the site's /demo page and the wallet it frames. The wallet says it is
 * ready; the site answers with its theme, and sends it again whenever it changes.
 */
export type DemoFrameMessage =
  { type: "sangampay:demo-ready" } | { type: "sangampay:theme"; theme: Theme };

/** Narrows a received message (untrusted: any window can post one) to one of ours. */
export function readDemoFrameMessage(data: unknown): DemoFrameMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, theme } = data as Record<string, unknown>;
  if (type === "sangampay:demo-ready") return { type };
  if (type === "sangampay:theme" && (theme === "light" || theme === "dark")) return { type, theme };
  return null;
}

/** The query value that asks the framed wallet to start again from its sample data. */
export const DEMO_RESET = "demo";
