import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";

/**
 * After a screen change (never on the first load), moves focus to the new screen's h1 and returns
 * its text for a polite live region: keyboard and screen-reader users then start at the top of the
 * new screen instead of on a control that no longer exists. Only a new path counts; a screen that
 * rewrites its own query string keeps focus where it is.
 */
export function useScreenFocus(): string {
  const pathname = useRouterState({
    select: (state) => (state.status === "idle" ? state.resolvedLocation?.pathname : undefined),
  });
  const shown = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!pathname || pathname === shown.current) return;
    const firstLoad = shown.current === undefined;
    shown.current = pathname;
    if (firstLoad) return;
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>("main h1, h1");
      if (!heading) return;
      // Focusable by script only: the heading never joins the Tab order.
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus();
      setAnnouncement(heading.textContent?.trim() ?? "");
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return announcement;
}
